def pairs():
    yield 'x', 1
    yield 'y', 2
for i, (k, v) in enumerate(pairs()):
    print(i, k, v)
print(dict(pairs()))
