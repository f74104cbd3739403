# krait-run: --allow-import functools
from functools import lru_cache
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))
print(fib.cache_info())
calls = []
@lru_cache(maxsize=2)
def sq(x):
    calls.append(x)
    return x * x
for x in [1, 2, 1, 3, 2, 1]:
    sq(x)
print(calls, sq.cache_info())
sq.cache_clear()
print(sq.cache_info())
print(sq.cache_parameters())
