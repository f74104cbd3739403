g = (i for i in range(3))
print(list(g), list(g), 1 in g)
def gen():
    yield from range(3)
a = gen()
print(2 in a, list(a))
