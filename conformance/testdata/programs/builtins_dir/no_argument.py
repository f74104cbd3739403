# dir() without an argument: the names of the local scope, sorted.


def f(a, b=2, *args, **kwargs):
    c = 3
    print(dir())

    def inner(q):
        r = q
        print(dir())
        return c
    inner(1)
    del c
    print(dir())


f(1)
f(1, 2, 3, k=4)
lam = lambda q, w=1: dir()
print(lam(1))


def g():
    print(dir())
    x = 1
    print(dir())
    for i in range(2):
        pass
    print(dir())


g()


def gen():
    z = 1
    yield dir()


print(next(gen()))
