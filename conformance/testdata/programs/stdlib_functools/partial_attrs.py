# krait-run: --allow-import functools
from functools import partial
p = partial(print, sep='-')
p('a', 'b', 'c')
p('x', 'y', sep='+')
p.extra = 'custom attribute'
print(p.extra)
print(callable(p), type(p).__name__)
class MyPartial(partial):
    pass
mp = MyPartial(max, 1)
print(mp(5), type(mp).__name__, isinstance(mp, partial))
