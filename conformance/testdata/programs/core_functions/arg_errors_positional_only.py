def f(a, b, /, c, *, d=4):
    return a, b, c, d
def t(call):
    try:
        print(call())
    except TypeError as e:
        print(e)
t(lambda: f(1, 2, 3))
t(lambda: f(1, 2, c=3, d=5))
t(lambda: f(1, b=2, c=3))
t(lambda: f(a=1, b=2, c=3))
t(lambda: f(1, 2))
t(lambda: f(1, 2, 3, 4))
def g(x, /, **kw):
    return x, kw
t(lambda: g(1, x=2))
def k(a=1, /, b=2):
    return a, b
t(lambda: k())
t(lambda: k(5, b=6))
t(lambda: k(a=5))
