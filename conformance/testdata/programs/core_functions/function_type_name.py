def f(): pass
print(type(f).__name__, type(f).__qualname__, type(f).__module__, type(lambda: 0).__name__)
g = (x for x in [])
print(type(g).__name__)
