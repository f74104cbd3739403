# traceback: full
def gen():
    yield 'ready'
    yield 'never'
g = gen()
print(next(g))
g.throw(RuntimeError('injected'))
