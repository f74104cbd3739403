import itertools
print(list(itertools.combinations('ABCD', 2)))
print(list(itertools.combinations(range(4), 3)))
print(list(itertools.combinations('ab', 0)), list(itertools.combinations('ab', 5)))
print(list(itertools.combinations_with_replacement('ABC', 2)))
print(list(itertools.combinations_with_replacement([], 0)), list(itertools.combinations_with_replacement([], 2)))
print(len(list(itertools.combinations(range(10), 4))))
print(list(itertools.combinations_with_replacement(range(3), 3)))
