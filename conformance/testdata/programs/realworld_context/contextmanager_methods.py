# krait-run: --allow-import contextlib
from contextlib import contextmanager
@contextmanager
def tag(n):
    "Doc."
    yield n
print(tag.__name__, tag.__doc__, type(tag).__name__, tag.__qualname__)
class A:
    @contextmanager
    def m(self, x):
        yield (self, x)
a = A()
with a.m(1) as v: print(v[0] is a, v[1])
with A.m(a, 2) as v: print(v[1])
