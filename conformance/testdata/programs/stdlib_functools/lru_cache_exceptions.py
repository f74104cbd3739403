# krait-run: --allow-import functools
from functools import lru_cache
count = 0
@lru_cache(maxsize=4)
def risky(x):
    global count
    count += 1
    if x < 0:
        raise ValueError('negative')
    return x
for v in [1, -1, -1, 1]:
    try:
        print(risky(v))
    except ValueError as e:
        print('error', e)
print(count, risky.cache_info())
