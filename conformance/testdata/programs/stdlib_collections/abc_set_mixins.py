# krait-run: --allow-import collections.abc
from collections.abc import Set, MutableSet
class FS(Set):
    def __init__(self, it=()): self.s = list(dict.fromkeys(it))
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(self.s)
    def __len__(self): return len(self.s)
    def __repr__(self): return 'FS(%r)' % self.s
a, b = FS([1, 2, 3]), FS([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= b, FS([2]) < a, a == FS([3, 2, 1]), a.isdisjoint([7]), a >= FS([1]), a > a)
print(a & [3, 9], a | [9], a - [1], a == {1, 2, 3}, a != FS([1]))
class MSet(MutableSet):
    def __init__(self, it=()): self.s = set(it)
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(sorted(self.s))
    def __len__(self): return len(self.s)
    def add(self, x): self.s.add(x)
    def discard(self, x): self.s.discard(x)
ms = MSet([1, 2])
ms |= {5}; print(sorted(ms))
ms -= {1}; print(sorted(ms))
ms ^= {5, 6}; print(sorted(ms))
ms &= {2, 6, 8}; print(sorted(ms))
ms.remove(2); print(sorted(ms), ms.pop(), len(ms))
try:
    ms.remove(9)
except KeyError as e:
    print('KeyError', e)
try:
    ms.pop()
except KeyError as e:
    print('KeyError', repr(e))
ms.add(3); ms.clear(); print(len(ms))
