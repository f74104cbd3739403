sq = lambda x: x * x
print(sq(5), (lambda: 'no args')(), (lambda *a, **k: (a, k))(1, b=2))
print((lambda x, y=2: x + y)(1), (lambda x, /, y: x - y)(5, y=1))
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders])
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in late])
print(sorted(['bb', 'a', 'ccc'], key=lambda s: -len(s)))
print(list(map(lambda p: p[0] * p[1], [(1, 2), (3, 4)])))
print(sq.__name__, (lambda: 0).__name__)
compose = lambda f, g: lambda x: f(g(x))
print(compose(str, sq)(4) + '!')
print(type((lambda: (yield 1))()).__name__)
