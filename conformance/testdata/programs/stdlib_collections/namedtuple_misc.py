# krait-run: --allow-import functools
from collections import namedtuple
import functools
P = namedtuple('P', 'x y', defaults=[0])
p = P(1)
print(p, P._field_defaults, P.__doc__, p._asdict(), P._fields, p == (1, 0), p != P(1, 1))
print(P._make((5, 6)), p._replace(), hash(p) == hash((1, 0)), repr(P), P.__name__, P.x, type(P.x).__name__)
Q = namedtuple('Q', ['a', 'b', 'c'], rename=True, module='m')
print(Q.__module__, Q(1, 2, 3), Q(c=3, a=1, b=2))
R = namedtuple('R', 'if x _y x', rename=True)
print(R._fields)
print(sorted([P(2, 1), P(1, 3), P(1, 2)]), P(1, 2) + (3,), P(1, 2) * 2, list(reversed(P(1, 2))), P(1, 2)[::-1])
pp = functools.partial(P, 9)
print(pp(8), pp.args, pp.keywords == {}, repr(functools.partial(max, key=abs)))
@functools.lru_cache(maxsize=2)
def f(*a, **k):
    return len(a) + len(k)
print(f(1), f(1, 2), f(x=1), f(1), f.cache_info(), f.cache_parameters(), f.__name__, f.__qualname__)
print(functools.reduce(lambda a, b: a + [b], 'abc', []), functools.cmp_to_key(lambda a, b: a - b)(3) > functools.cmp_to_key(lambda a, b: a - b)(1))
