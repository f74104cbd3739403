# traceback: full
def once():
    yield 'only'
g = once()
print(next(g))
print(next(g, 'empty'))
g.send(None)
