# krait-run: --allow-import functools,operator
import functools, operator
compose = lambda *fs: functools.reduce(lambda f, g: lambda x: f(g(x)), fs)
inc = functools.partial(operator.add, 1)
dbl = functools.partial(operator.mul, 2)
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
@functools.lru_cache(maxsize=None)
def ways(n, coins=(1, 2, 5)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print(ways(100))
print(ways.cache_info().currsize > 0)
words = ['pear', 'Apple', 'fig', 'banana']
print(sorted(words, key=functools.cmp_to_key(lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
