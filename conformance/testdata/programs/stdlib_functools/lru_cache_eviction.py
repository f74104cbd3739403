# krait-run: --allow-import functools
from functools import lru_cache
log = []
@lru_cache(maxsize=3)
def f(x):
    log.append(x)
    return x
for x in [1, 2, 3, 1, 4, 2, 5, 1, 3]:
    f(x)
print(log)
print(f.cache_info())
