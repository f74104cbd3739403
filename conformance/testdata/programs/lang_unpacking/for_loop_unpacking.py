pairs = [(1, ('a', 'b')), (2, ('c', 'd'))]
for n, (x, y) in pairs:
    print(n, x, y)
for k, *v in [[1, 2, 3], [4]]:
    print(k, v)
d = {'a': 1, 'b': 2}
for i, (k, v) in enumerate(d.items()):
    print(i, k, v)
