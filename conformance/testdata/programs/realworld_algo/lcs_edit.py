# krait-run: --allow-import functools
from functools import lru_cache

def edit_distance(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        dp[i][0] = i
    for j in range(len(b) + 1):
        dp[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost)
    return dp[-1][-1]

def lcs(a, b):
    @lru_cache(maxsize=None)
    def go(i, j):
        if i == len(a) or j == len(b):
            return ""
        if a[i] == b[j]:
            return a[i] + go(i + 1, j + 1)
        x, y = go(i + 1, j), go(i, j + 1)
        return x if len(x) >= len(y) else y
    r = go(0, 0)
    return r, go.cache_info()

pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("same", "same")]
for a, b in pairs:
    seq, info = lcs(a, b)
    print(f"{a!r:>12} {b!r:<12} dist={edit_distance(a, b)} lcs={seq!r} hits={info.hits} misses={info.misses}")

def knapsack(items, cap):
    best = [0] * (cap + 1)
    choice = [[] for _ in range(cap + 1)]
    for name, w, v in items:
        for c in range(cap, w - 1, -1):
            if best[c - w] + v > best[c]:
                best[c] = best[c - w] + v
                choice[c] = choice[c - w] + [name]
    return best[cap], choice[cap]

items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160), ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)]
print(knapsack(items, 200))

@lru_cache(maxsize=128)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)], fib(90))
print(fib.cache_info())
def coin_change(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for x in range(c, amount + 1):
            ways[x] += ways[x - c]
    return ways[amount]
print(coin_change([1, 2, 5], 11), coin_change([2], 3), coin_change([1, 5, 10, 25, 50], 100))
