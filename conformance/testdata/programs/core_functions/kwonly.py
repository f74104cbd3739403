def f(a, *, b, c=10):
    return a, b, c
print(f(1, b=2), f(1, b=2, c=3))
def g(a, b, /, c, *, d):
    return a + b + c + d
print(g(1, 2, 3, d=4), g(1, 2, c=3, d=4))
