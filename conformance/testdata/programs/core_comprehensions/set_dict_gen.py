words = ['apple', 'bob', 'apple', 'cat', 'bob']
print(sorted({w for w in words}), {w: len(w) for w in words})
print({i: i * i for i in range(5) if i != 2})
g = (c.upper() for c in 'abc')
print(next(g), list(g), list(g))
print(sum(x * x for x in range(10)), max(len(w) for w in words))
print(dict((k, v) for k, v in zip('ab', [1, 2])))
print(sorted({n % 3 for n in range(10)}), {(a, b) for a in (1,) for b in (2, 3)} == {(1, 2), (1, 3)})
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(row) for row in zip(*matrix)], [v for row in matrix for v in row])
print({k: [v for v in range(k)] for k in range(3)})
