import itertools
data = [1, 4, 6, 4, 1]
print(list(itertools.dropwhile(lambda x: x < 5, data)))
print(list(itertools.takewhile(lambda x: x < 5, data)))
print(list(itertools.takewhile(lambda x: x < 5, itertools.count())))
print(list(itertools.dropwhile(lambda x: True, data)))
print(list(itertools.takewhile(bool, [3, 2, 0, 5])))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))))
print(list(itertools.filterfalse(None, [0, 1, '', 'a', None, []])))
