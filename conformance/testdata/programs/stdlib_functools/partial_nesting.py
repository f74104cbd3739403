# krait-run: --allow-import functools
from functools import partial
def f(*args, **kw):
    return args, kw
a = partial(f, 1, x=1)
b = partial(a, 2, y=2)
print(b(3, z=3))
print(b.func is f, b.args, b.keywords)
print(b(x=9))
print(partial(f)())
print(list(map(partial(f, 'p'), [1, 2])))
c = partial(partial(partial(f, 1), 2), 3)
print(c.args)
