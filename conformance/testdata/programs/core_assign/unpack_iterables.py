a, b = {'x': 1, 'y': 2}
print(a, b)
a, b = {'x': 1, 'y': 2}.items()
print(a, b)
(a, b), c = 'xy', 'z'
print(a, b, c)
a, b, c = range(3)
print(a, b, c)
def gen():
    yield 'g1'
    yield 'g2'
a, b = gen()
print(a, b)
a, b = map(str, (1, 2))
print(repr(a), repr(b))
[a, b] = zip('ab', 'cd')
print(a, b)
for i, (k, v) in enumerate({'p': 1, 'q': 2}.items()):
    print(i, k, v)
x = [1, 2]
x[0], x[1] = x
print(x)
