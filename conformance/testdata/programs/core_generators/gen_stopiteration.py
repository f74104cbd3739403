# traceback: full
def g():
    yield 1
    raise StopIteration('x')
for v in g():
    print(v)
