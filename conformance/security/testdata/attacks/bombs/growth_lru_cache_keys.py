# attack: an unbounded lru_cache keyed by calls of 10**4 arguments, 10**5 distinct calls: each key copies the call's arguments and stays in the cache (issue 14, spread appends sized by data: the key's copy is charged before it is made now)
# limits: ops=1e7 time=60s
# imports: functools
# expect: limit memory|ops
import functools
@functools.lru_cache(maxsize=None)
def f(*a):
    return 0
big = list(range(10_000))
for i in range(100_000):
    f(i, *big)
print('done')
