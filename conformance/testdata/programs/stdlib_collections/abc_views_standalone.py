# krait-run: --allow-import collections.abc
from collections.abc import KeysView, ItemsView, ValuesView, MappingView, Set
d = {'a': 1, 'b': 2, 'c': 3}
k, i, v = KeysView(d), ItemsView(d), ValuesView(d)
print(k, i, v, MappingView(d), len(k), len(MappingView(d)))
print(list(k), list(i), list(v))
print('a' in k, 'z' in k, ('a', 1) in i, ('a', 2) in i, 2 in v, 9 in v)
print(k & {'a', 'z'}, sorted(k | {'z'}), sorted(k - {'a'}), sorted(k ^ {'a', 'q'}))
print(type(k & {'a'}).__name__, k == {'a', 'b', 'c'}, k <= {'a', 'b', 'c', 'd'}, k < {'a'}, isinstance(k, Set))
print(sorted(i & {('a', 1), ('b', 5)}), i.isdisjoint([('x', 1)]))
d['d'] = 4
print(len(k), list(v))
