# krait-run: --allow-import collections.abc
from collections.abc import Mapping, Sized, MutableSequence, Hashable, Iterator, Set, MutableMapping
for base in (Mapping, Sized, MutableSequence, Hashable, Iterator, Set, MutableMapping):
    cls = type('X' + base.__name__, (base,), {})
    try:
        cls()
    except TypeError as e:
        print(e)
class Z(Sized):
    def __len__(self):
        return 0
print(len(Z()))
try:
    Z(1)
except TypeError as e:
    print(e)
class Partial(Mapping):
    def __getitem__(self, k):
        raise KeyError(k)
    def __len__(self):
        return 0
try:
    Partial()
except TypeError as e:
    print(e)
class WithInit(Sized):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
print(len(WithInit(4)))
