def g():
    yield 1
x = g()
list(x)
try:
    x.throw(ValueError('late'))
except ValueError as e:
    print('raised directly', e)
