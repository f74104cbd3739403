import itertools
print(list(itertools.compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(itertools.compress(range(10), itertools.cycle([True, False]))))
print(list(itertools.compress('abc', [1])))
print(list(itertools.compress(data='xyz', selectors=[0, 1, 1])))
