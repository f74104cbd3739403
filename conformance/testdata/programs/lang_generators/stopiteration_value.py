def g():
    yield 1
    return 'done'
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print(repr(e), e.value, e.args)
def h():
    return 5
    yield
try:
    next(h())
except StopIteration as e:
    print(e.value)
