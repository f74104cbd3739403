def f(*args, **kwargs):
    return args, kwargs
print(f())
print(f(1, 2, 3))
print(f(a=1, b=2))
print(f(1, *[2, 3], x=4, **{'y': 5}))
def g(first, *rest):
    return first, rest
print(g(1), g(1, 2, 3))
