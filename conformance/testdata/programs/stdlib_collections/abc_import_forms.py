# krait-run: --allow-import collections.abc
import collections.abc
from collections import abc
import collections.abc as cabc
print(collections.abc is abc, abc is cabc, abc.Mapping, cabc.Iterable.__module__)
print(sorted(n for n in dir(abc) if not n.startswith('_')))
print(abc.Mapping[str, int], abc.Iterable[int], abc.Sequence.mro())
from collections.abc import Iterator, Generator
def gen():
    yield 1
print(isinstance(gen(), Generator), issubclass(Generator, Iterator))
class It(Iterator):
    def __init__(self): self.n = 0
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
it = It()
print(list(It()), next(it), list(it))
