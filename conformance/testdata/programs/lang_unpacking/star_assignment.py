first, *rest = [1, 2, 3]
*init, last = 'abcd'
a, *mid, b = range(5)
x, *y = (1,)
print(first, rest, init, last, a, mid, b, x, y)
(p, q), *r = [(1, 2), 3, 4]
print(p, q, r)
[s, [t, *u]] = ['s', 'tuv']
print(s, t, u)
