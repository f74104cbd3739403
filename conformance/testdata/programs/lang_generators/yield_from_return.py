def inner():
    a = yield 'i1'
    print('inner got', a)
    return 'inner-result'
def outer():
    r = yield from inner()
    print('outer got', r)
    yield 'o1'
g = outer()
print(next(g))
print(g.send('hello'))
print(list(g))
