import itertools
print([k for k, g in itertools.groupby('AAAABBBCCDAABBB')])
print([list(g) for k, g in itertools.groupby('AAAABBBCCD')])
data = [('a', 1), ('a', 2), ('b', 3), ('a', 4)]
for key, group in itertools.groupby(data, key=lambda p: p[0]):
    print(key, [v for _, v in group])
words = sorted(['apple', 'bob', 'cat', 'axe', 'bee'], key=len)
print({k: list(g) for k, g in itertools.groupby(words, len)})
print(list(itertools.groupby([])))
