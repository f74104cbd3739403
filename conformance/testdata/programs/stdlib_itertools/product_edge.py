import itertools
print(list(itertools.product('ab', repeat=2)))
print(list(itertools.product([1, 2], 'x', repeat=2)))
print(next(itertools.product(range(3), range(3)), None))
p = itertools.product(iter([1, 2]), iter('ab'))
print(list(p))
print(list(itertools.product(range(0))))
