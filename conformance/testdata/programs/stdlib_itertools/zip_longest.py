import itertools
print(list(itertools.zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(itertools.zip_longest([1, 2], [3])))
print(list(itertools.zip_longest()))
print(list(itertools.zip_longest('ab')))
print(list(itertools.zip_longest([], [], fillvalue=0)))
print(list(itertools.zip_longest(range(3), 'a', [True, False], fillvalue=None)))
