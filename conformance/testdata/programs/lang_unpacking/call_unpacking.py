def f(a, b, c=0, *args, d, e=5, **kw):
    return (a, b, c, args, d, e, sorted(kw.items()))
print(f(*[1, 2], d=4))
print(f(*(1, 2, 3, 4, 5), **{'d': 6, 'z': 7}))
print(f(1, *[2], *[3, 9], d=0, **{'e': 1}, **{'y': 2}))
