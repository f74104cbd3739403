# krait-run: --allow-import functools
import functools
@functools.lru_cache
def a(x):
    return x + 1
@functools.lru_cache()
def b(x):
    return x + 2
@functools.cache
def c(x):
    return x + 3
print(a(1), b(1), c(1), a(1), b(1), c(1))
print(a.cache_info(), b.cache_info(), c.cache_info())
print(a.__name__, c.__name__)
d = functools.lru_cache(maxsize=0)(len)
print(d('abc'), d('abc'), d.cache_info())
e = functools.lru_cache(maxsize=-5)(abs)
print(e(-1), e.cache_info())
try:
    functools.lru_cache('x')
except TypeError as ex:
    print(ex)
