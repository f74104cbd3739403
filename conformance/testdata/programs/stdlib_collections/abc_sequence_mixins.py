# krait-run: --allow-import collections.abc
from collections.abc import Sequence, MutableSequence
class Seq(Sequence):
    def __init__(self, *a): self.a = list(a)
    def __getitem__(self, i): return self.a[i]
    def __len__(self): return len(self.a)
s = Seq(1, 2, 3, 2)
print(list(s), 2 in s, 5 in s, list(reversed(s)), s.index(2), s.index(2, 2), s.index(3, -2), s.count(2))
try:
    s.index(9)
except ValueError as e:
    print('ValueError', repr(e))
try:
    s.index(1, 1, 3)
except ValueError:
    print('not between 1 and 3')
class MS(MutableSequence):
    def __init__(self): self.a = []
    def __getitem__(self, i): return self.a[i]
    def __setitem__(self, i, v): self.a[i] = v
    def __delitem__(self, i): del self.a[i]
    def __len__(self): return len(self.a)
    def insert(self, i, v): self.a.insert(i, v)
m = MS()
m.append(1); m.extend([2, 3]); m += [4]
print(m.a)
m.reverse()
print(m.a, m.pop(), m.pop(0), m.a)
m.remove(3); print(m.a)
m.extend(m); print(m.a)
m.clear(); print(m.a)
try:
    m.pop()
except IndexError as e:
    print('IndexError', e)
