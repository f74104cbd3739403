class Multiplier:
    def __init__(self, k): self.k = k
    def __call__(self, x, *, twice=False):
        r = x * self.k
        return r * 2 if twice else r
m = Multiplier(3)
print(m(4), m(4, twice=True), list(map(m, [1, 2])), callable(m), callable(Multiplier), callable(3))
try:
    n = 3
    n()
except TypeError as e:
    print(e)
try:
    s = 'abc'
    s()
except TypeError as e:
    print(e)
