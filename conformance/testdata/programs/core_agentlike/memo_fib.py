cache = {}
def fib(n):
    if n in cache:
        return cache[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    cache[n] = r
    return r
print(fib(90), len(cache))
def memoize(f):
    memo = {}
    def wrapper(*args):
        if args not in memo:
            memo[args] = f(*args)
        return memo[args]
    return wrapper
@memoize
def paths(r, c):
    return 1 if r == 0 or c == 0 else paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16))
