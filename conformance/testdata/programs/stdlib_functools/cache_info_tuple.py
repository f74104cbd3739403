# krait-run: --allow-import functools
import functools
@functools.lru_cache(maxsize=10)
def f(x):
    return x
f(1); f(1); f(2)
info = f.cache_info()
print(info)
print(info.hits, info.misses, info.maxsize, info.currsize)
h, m, mx, cur = info
print(h + m, mx, cur, info[0], len(info), type(info).__name__)
print(info._asdict())
