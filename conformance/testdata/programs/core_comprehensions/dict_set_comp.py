print({x: x ** 2 for x in range(5)})
print({k: v for k, v in [('a', 1), ('b', 2)] if v > 1})
print(sorted({x % 4 for x in range(20)}))
print({c for c in 'hello'} == set('helo'))
inv = {v: k for k, v in {'x': 1, 'y': 2}.items()}
print(inv)
