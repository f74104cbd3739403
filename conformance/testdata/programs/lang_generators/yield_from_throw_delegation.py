def inner():
    try:
        yield 1
        yield 2
    except ValueError:
        yield 'inner handled'
def outer():
    yield from inner()
    yield 'outer done'
g = outer()
print(next(g), g.throw(ValueError), next(g))
