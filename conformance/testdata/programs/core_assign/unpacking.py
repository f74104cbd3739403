a, b = 1, 2
a, b = b, a
print(a, b)
(x, y), z = (1, 2), 3
print(x, y, z)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = 'abc'
print(init, last)
a, *mid, b = range(5)
print(a, mid, b)
[p, q] = [7, 8]
print(p, q)
for i, (c, d) in enumerate([('x', 1), ('y', 2)]):
    print(i, c, d)
