def f(a, *, key, flag=False):
    return a, key, flag
def t(call):
    try:
        print(call())
    except TypeError as e:
        print(e)
t(lambda: f(1))
t(lambda: f(1, 2))
t(lambda: f(1, key=2))
t(lambda: f(1, 2, key=3))
t(lambda: f(key=1))
def g(*, a, b, c):
    pass
t(lambda: g())
t(lambda: g(a=1))
t(lambda: g(1, 2))
def h(x, *args, y):
    return x, args, y
t(lambda: h(1, 2, 3, y=4))
t(lambda: h(1, 2))
