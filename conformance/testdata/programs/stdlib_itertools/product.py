import itertools
print(list(itertools.product('ab', [1, 2])))
print(list(itertools.product(range(2), repeat=3)))
print(list(itertools.product()))
print(list(itertools.product('ab', [])))
print(len(list(itertools.product('abc', 'de', 'fgh'))))
print(list(itertools.product('xy', repeat=0)))
print(['' .join(p) for p in itertools.product('01', repeat=2)])
