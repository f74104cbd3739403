# krait-run: --allow-import functools
from functools import lru_cache, cache
class Calc:
    def __init__(self, k):
        self.k = k
    @lru_cache(maxsize=None)
    def scale(self, x):
        print('computing', self.k, x)
        return self.k * x
    def __hash__(self):
        return self.k
    def __eq__(self, other):
        return self.k == other.k
c = Calc(3)
print(c.scale(2), c.scale(2), Calc(3).scale(2), Calc(4).scale(2))
print(Calc.scale.cache_info())
@cache
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30), fact.cache_info())
