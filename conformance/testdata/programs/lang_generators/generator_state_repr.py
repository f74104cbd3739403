def g():
    yield 1
x = g()
print(type(x).__name__, g.__name__, x.__name__ if False else '')
r = repr(x)
print(r.startswith('<generator object g at 0x'))
print(iter(x) is x)
