# traceback: full
class Timer:
    def __init__(self, name, clock):
        self.name = name
        self.clock = clock
    def __enter__(self):
        self.start = next(self.clock)
        return self
    def __exit__(self, exc_type, exc, tb):
        self.elapsed = next(self.clock) - self.start
        status = "ok" if exc_type is None else f"failed with {exc_type.__name__}"
        print(f"[{self.name}] {self.elapsed} ticks, {status}")
        return False

class Suppress:
    def __init__(self, *types):
        self.types = types
        self.caught = []
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            self.caught.append(repr(ev))
            return True

import itertools
clock = itertools.count(0, 5)
with Timer("load", clock) as t:
    data = [i * i for i in range(10)]
print(t.elapsed, sum(data))
s = Suppress(KeyError, ZeroDivisionError)
for i in range(3):
    with s:
        if i == 0:
            {}["x"]
        elif i == 1:
            1 / 0
        print("iteration", i, "clean")
print(s.caught)
with Timer("outer", clock), Timer("inner", clock) as inner:
    pass
print(inner.name)
try:
    with Timer("fail", clock):
        int("nope")
except ValueError as e:
    print("handled", e)
with Suppress(TypeError):
    with Timer("nested", clock):
        [1, 2, 3].index(7)
