def inner():
    yield 'a'
    yield 'b'
    return 'inner result'
def outer():
    result = yield from inner()
    yield result.upper()
print(list(outer()))
def only_return():
    return 5
    yield
g = only_return()
try:
    next(g)
except StopIteration as e:
    print('stop value', e.value)
