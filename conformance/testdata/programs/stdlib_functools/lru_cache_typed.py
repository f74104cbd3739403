# krait-run: --allow-import functools
import functools
@functools.lru_cache(maxsize=32, typed=True)
def kind(x):
    return type(x).__name__ + ':' + str(x)
print(kind(3), kind(3.0), kind('3'), kind(3))
print(kind.cache_info())
@functools.lru_cache(maxsize=None)
def collatz(n):
    if n == 1:
        return 0
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
print(max(range(1, 2000), key=collatz))
print(collatz.cache_info().hits > 0)
