import itertools
gb = itertools.groupby('aabbbc')
k1, g1 = next(gb)
k2, g2 = next(gb)
print(k1, list(g1), k2, list(g2))
gb = itertools.groupby('aabbbc')
k1, g1 = next(gb)
print(next(g1))
k2, g2 = next(gb)
print(k2, next(g2), list(g2), list(g1))
groups = [(k, list(g)) for k, g in itertools.groupby([1, 1, 2, 3, 3, 3])]
print(groups)
saved = list(itertools.groupby('xxy'))
print([(k, list(g)) for k, g in saved])
