def g():
    yield 1
    return 2
print(list(g()))
