adders = {n: (lambda x, n=n: x + n) for n in range(3)}
print({k: f(10) for k, f in adders.items()})
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5))
print((lambda *a, **k: (a, sorted(k.items())))(1, 2, z=3, y=4))
