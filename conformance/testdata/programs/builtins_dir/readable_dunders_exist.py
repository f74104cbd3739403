# Every dunder user code may read that dir() lists is an attribute
# getattr finds: dir() does not name what is not there.


def f():
    pass


def g():
    yield


class C:
    pass


readable = ("__doc__", "__module__", "__name__", "__qualname__")
for v in [1, True, 1.5, 1j, "", b"", bytearray(), [], (), {}, set(), frozenset(), range(1), None,
          NotImplemented, ..., slice(1), property(), ValueError(1), f, C, C(), len, [].append,
          iter([]), enumerate([]), zip(), map(f, []), object(), g()]:
    missing = [n for n in dir(v) if n in readable and not hasattr(v, n)]
    print(type(v).__name__, missing)
