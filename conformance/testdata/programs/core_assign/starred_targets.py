a, *b = [1, 2, 3]
print(a, b)
*a, b = 'xyz'
print(a, b)
a, *b, c = range(5)
print(a, b, c)
a, *b, c = (1, 2)
print(a, b, c)
[a, [b, *c]], d = [0, [1, 2, 3]], 4
print(a, b, c, d)
for x, *rest in [(1, 2, 3), (4,)]:
    print(x, rest)
first, *_ = 'hello'
print(first, _)
*x, = {1: 'a', 2: 'b'}
print(x)
