def f(a, b): return a + b
cases = [lambda: f(1, 2, a=3), lambda: f(**{'a': 1}), lambda: f(1, c=2, b=3), lambda: f(*[1, 2, 3]),
         lambda: f(**{'a': 1, 'b': 2, 'c': 3}), lambda: f(*5), lambda: f(**[1])]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(e)
