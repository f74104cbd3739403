# krait-run: --allow-import collections.abc
from collections.abc import MutableMapping, Mapping, KeysView, ItemsView, ValuesView
class D(MutableMapping):
    def __init__(self, *a, **k):
        self.d = {}
        self.update(*a, **k)
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
    def __repr__(self): return 'D(%r)' % self.d
d = D([(1, 2)], x=3)
print(d.get(1), d.get(9), d.get(9, 'z'), 1 in d, 9 in d, list(d.keys()), list(d.items()), list(d.values()))
print(d.keys(), d.items(), d.values(), len(d.keys()))
print(isinstance(d.keys(), KeysView), isinstance(d.items(), ItemsView), isinstance(d.values(), ValuesView))
print(d == {1: 2, 'x': 3}, d != {1: 2}, d == [1], d.setdefault('y', 5), d.pop('y'), d.pop('q', 0), d.popitem(), dict(d))
d.update({7: 8}); d.update(a=1); d.update([('p', 'q')]); print(d)
d.clear(); print(d, len(d))
try:
    d.popitem()
except KeyError as e:
    print('KeyError', e)
try:
    d.pop('missing')
except KeyError as e:
    print('KeyError', e)
e = D({1: 2, 3: 4})
print(e.keys() | {9}, e.keys() & [1, 7], e.keys() - {1}, {(1, 2)} <= e.items(), 2 in e.values(), (1, 2) in e.items(), (1, 3) in e.items())
print(sorted(e.items() ^ {(1, 2), (5, 6)}))
