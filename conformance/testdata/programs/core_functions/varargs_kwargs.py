def f(*args, **kwargs):
    return args, kwargs
print(f())
print(f(1, 2, x=3))
print(f(*[1, 2], *(3,), **{'a': 1}, b=2))
def g(a, b=2, *args, c, d=5, **kw):
    return a, b, args, c, d, kw
print(g(1, c=3))
print(g(1, 2, 3, 4, c=5, e=6))
print(g(*range(4), **{'c': 1, 'z': 0}))
def t(call):
    try:
        print(call())
    except TypeError as e:
        print(e)
t(lambda: f(**{'a': 1}, a=2))
t(lambda: f(**{'a': 1}, **{'a': 2}))
t(lambda: g(1, 2, **{'b': 3, 'c': 1}))
t(lambda: f(**{1: 2}))
t(lambda: f(**[1]))
def h(**kw):
    return sorted(kw)
print(h(z=1, a=2, m=3))
