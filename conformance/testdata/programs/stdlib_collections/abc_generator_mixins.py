# krait-run: --allow-import collections.abc
from collections.abc import Generator, Iterator, Iterable, Callable, Hashable
class Countdown(Generator):
    def __init__(self, n):
        self.n = n
    def send(self, value):
        if value is not None:
            self.n = value
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
    def throw(self, typ, val=None, tb=None):
        if isinstance(typ, type) and issubclass(typ, GeneratorExit):
            raise typ
        raise ValueError('thrown')
g = Countdown(3)
print(next(g), g.send(10), list(g), isinstance(g, Iterator))
g.close()
print('closed')
class Stubborn(Countdown):
    def throw(self, typ, val=None, tb=None):
        return 1
try:
    Stubborn(2).close()
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    Countdown(1).throw(KeyError)
except ValueError as e:
    print('ValueError:', e)
class Fn(Callable):
    def __call__(self, x):
        return x * 2
print(Fn()(21), callable(Fn()), issubclass(Fn, Callable))
class H(Hashable):
    def __hash__(self):
        return 7
print(hash(H()), isinstance(H(), Hashable))
