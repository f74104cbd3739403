data = [1, 2, 3, 0, 4]
it = iter(data)
print(list(iter(lambda: next(it), 0)))
chunks = iter(['a', 'b', ''])
print(list(iter(chunks.__next__ if False else lambda: next(chunks), '')))
