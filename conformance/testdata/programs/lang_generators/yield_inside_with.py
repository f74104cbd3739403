class CM:
    def __enter__(self): print('enter'); return self
    def __exit__(self, *a): print('exit', a[0].__name__ if a[0] else None)
def g():
    with CM():
        yield 1
        yield 2
x = g()
print(next(x))
print(next(x))
print(next(x, 'end'))
y = g()
next(y)
try:
    y.throw(KeyError('k'))
except KeyError as e:
    print('propagated', e)
