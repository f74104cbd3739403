print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, float)), isinstance('s', str))
print(type(1), type('a'), type([]), type(None), type(1.0), type({}))
print(type(1) is int, type(True) == bool, issubclass(bool, int), issubclass(int, (str, object)))
print(callable(len), callable(1), callable(lambda: 0))
