ds = [{}, {'a': 1}, {'a': 2, 'b': 3}, {'b': 3, 'a': 2}]
for x in ds:
    print([x | y for y in ds], [x == y for y in ds])
