# krait-run: --allow-import collections.abc
from collections.abc import Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection, Sequence, Mapping
class Duck:
    def __iter__(self): return iter([])
    def __len__(self): return 0
class Full(Duck):
    def __contains__(self, x): return False
    def __reversed__(self): return iter([])
    def __call__(self): return 1
class NoHash:
    def __eq__(self, other): return True
class NotIter(Duck):
    __iter__ = None
class Plain:
    pass
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
for cls in [Duck, Full, NoHash, NotIter, Plain, It]:
    print(cls.__name__, [a.__name__ for a in (Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection, Sequence, Mapping) if issubclass(cls, a)])
print(isinstance(Full(), Collection), isinstance(NotIter(), Iterable), isinstance(It(), Iterator))
