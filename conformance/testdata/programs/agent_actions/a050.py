# krait-run: --allow-import functools
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def memoize(func):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = func(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memoize
def ways(n, coins):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print("Ways to make 100 with (1,5,10,25,50):", ways(100, (1, 5, 10, 25, 50)))
print("Cache entries:", len(ways.cache))
from functools import lru_cache, reduce
@lru_cache(maxsize=None)
def edit_distance(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))
print(edit_distance("kitten", "sitting"), reduce(lambda x, y: x * y, range(1, 8)))
