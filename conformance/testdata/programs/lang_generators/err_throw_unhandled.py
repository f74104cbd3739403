# traceback: full
# xfail: traceback lacks the generator frame for throw()
def gen():
    yield 'ready'
    yield 'never'
g = gen()
print(next(g))
g.throw(RuntimeError('injected'))
