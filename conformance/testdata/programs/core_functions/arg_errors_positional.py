def f(a, b, c=3):
    return a, b, c
def t(call):
    try:
        print(call())
    except TypeError as e:
        print(e)
t(lambda: f())
t(lambda: f(1))
t(lambda: f(1, 2, 3, 4))
t(lambda: f(1, 2, 3, 4, 5))
t(lambda: f(1, 2, d=4))
t(lambda: f(1, 2, a=1))
t(lambda: f(b=2, c=3))
def g():
    pass
t(lambda: g(1))
t(lambda: g(x=1))
def h(x):
    pass
t(lambda: h(1, 2))
t(lambda: h())
