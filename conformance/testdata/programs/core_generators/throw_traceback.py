# traceback: full
def gen():
    try:
        yield 1
    except ValueError:
        print('caught')
        yield 2
    yield 3
g = gen()
print(next(g), g.throw(ValueError), next(g))
def gen2():
    try:
        yield 1
    finally:
        print('cleanup')
g = gen2()
next(g)
g.close()
def gen3():
    x = yield
    while True:
        x = yield x * 2
g = gen3(); next(g)
print(g.send(3), g.send(4))
def inner():
    yield 1
    yield 2
def outer():
    yield from inner()
g = outer()
next(g)
g.throw(KeyError('k'))
