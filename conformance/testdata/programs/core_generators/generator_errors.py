def g():
    yield 1
    raise ValueError('inside gen')
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print('caught', e)
print(next(it, 'exhausted'))
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as e:
    print(type(e).__name__, e)
def running():
    yield next(gen_self)
gen_self = running()
try:
    next(gen_self)
except ValueError as e:
    print(e)
try:
    next([1, 2])
except TypeError as e:
    print(e)
try:
    iter(5)
except TypeError as e:
    print(e)
