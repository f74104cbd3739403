print(type(1), type('a'), type([]), type(None), type(type), type(1.0).__name__, type(range(1)).__name__, type(print).__name__, type(len).__name__)
print(type({}.keys()).__name__, type(iter([])).__name__, type(x for x in []).__name__, type(lambda: 0).__name__, type(1j).__name__)
