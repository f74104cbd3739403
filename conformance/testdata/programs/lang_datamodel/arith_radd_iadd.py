class Vec:
    def __init__(self, *c): self.c = list(c)
    def __add__(self, o):
        if isinstance(o, Vec): return Vec(*[a + b for a, b in zip(self.c, o.c)])
        if isinstance(o, (int, float)): return Vec(*[a + o for a in self.c])
        return NotImplemented
    def __radd__(self, o):
        return self + o
    def __iadd__(self, o):
        print('iadd')
        self.c = (self + o).c
        return self
    def __mul__(self, k): return Vec(*[a * k for a in self.c])
    __rmul__ = __mul__
    def __neg__(self): return Vec(*[-a for a in self.c])
    def __pos__(self): return self
    def __abs__(self): return sum(a * a for a in self.c) ** 0.5
    def __repr__(self): return f'Vec{tuple(self.c)}'
v = Vec(1, 2)
print(v + Vec(3, 4), v + 1, 1 + v, 2 * v, v * 3, -v, +v, abs(Vec(3, 4)))
print(sum([Vec(1, 1), Vec(2, 2)], Vec(0, 0)))
print(sum([Vec(1, 1), Vec(2, 2)]))
w = v
w += Vec(10, 10)
print(v, w is v)
try:
    v + 'x'
except TypeError as e:
    print(e)
