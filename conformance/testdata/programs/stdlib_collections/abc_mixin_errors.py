# krait-run: --allow-import collections.abc,operator
from collections.abc import MutableMapping, Sequence, MutableSet, Set
class D(MutableMapping):
    def __init__(self):
        self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
d = D()
for bad in [[(1, 2, 3)], [(1,)], 5, [5]]:
    try:
        d.update(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    d.update({}, {})
except TypeError as e:
    print('TypeError', e)
class Keys:
    def keys(self):
        return ['x', 'y']
    def __getitem__(self, k):
        return k * 2
d.update(Keys(), z=1)
print(sorted(d.items()))
try:
    d.pop('nope')
except KeyError as e:
    print('KeyError', e)
try:
    d.get()
except TypeError as e:
    print('TypeError', e)
class S(Sequence):
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
    def __len__(self):
        return 3
s = S()
print(list(s), s.index(20), 20 in s, list(reversed(s)))
try:
    s.index(20, 0, 1)
except ValueError as e:
    print('ValueError', repr(e))
class FS(Set):
    def __init__(self, it=()): self.s = list(it)
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(self.s)
    def __len__(self): return len(self.s)
import operator
for op in [operator.and_, operator.or_, operator.sub, operator.xor]:
    try:
        op(FS([1]), 5)
    except TypeError as e:
        print(op.__name__, 'TypeError', e)
print(FS([1]) == 5, FS([1]) != [1])
try:
    FS([1]) <= 5
except TypeError as e:
    print('TypeError', e)
