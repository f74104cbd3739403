for v in (1, 1.0, 'a', [], (), {}, set(), None, True, range(1), b'', 1j):
    print(type(v).__name__, isinstance(v, (int, float)), isinstance(v, object))
print(isinstance(True, int), issubclass(bool, int), issubclass(int, (str, object)))
print(isinstance(1, int | str), isinstance('x', int | None), isinstance(None, int | None))
try:
    isinstance(1, 'int')
except TypeError as e:
    print(e)
try:
    issubclass(1, int)
except TypeError as e:
    print(e)
print(callable(len), callable(1), callable(lambda: 0), callable(int))
