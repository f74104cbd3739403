def g():
    x = yield
    print('got', x)
    yield x
gen = g()
try:
    gen.send('early')
except TypeError as e:
    print(e)
next(gen)
print(gen.send('late'))
