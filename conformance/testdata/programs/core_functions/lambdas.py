sq = lambda x: x * x
print(sq(7), (lambda: 42)(), (lambda a, b=3: a * b)(2))
pairs = [(1, 'one'), (3, 'three'), (2, 'two')]
print(sorted(pairs, key=lambda p: p[1]))
print(list(map(lambda x: x + 1, [1, 2, 3])))
print(list(filter(lambda x: x % 2, range(10))))
