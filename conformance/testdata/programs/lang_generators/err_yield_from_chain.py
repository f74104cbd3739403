# traceback: full
def inner(n):
    yield n
    raise KeyError(n)
def outer():
    yield from inner(1)
    yield from inner(2)
for v in outer():
    print(v)
