# attack: a memory bomb inside a generator, consumed in try/except
# expect: limit memory
def g():
    yield 'x' * 10 ** 12
try:
    next(g())
except BaseException:
    pass
print('survived')
