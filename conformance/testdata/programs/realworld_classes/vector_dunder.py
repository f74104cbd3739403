# krait-run: --allow-import functools
import math
from functools import total_ordering

@total_ordering
class Vector:
    __slots__ = ("x", "y", "z")

    def __init__(self, x=0, y=0, z=0):
        self.x, self.y, self.z = x, y, z

    def __repr__(self):
        return f"Vector({self.x!r}, {self.y!r}, {self.z!r})"

    def __iter__(self):
        yield self.x
        yield self.y
        yield self.z

    def __add__(self, o):
        return Vector(*(a + b for a, b in zip(self, o)))

    def __sub__(self, o):
        return Vector(*(a - b for a, b in zip(self, o)))

    def __mul__(self, k):
        if isinstance(k, Vector):
            return sum(a * b for a, b in zip(self, k))
        return Vector(*(a * k for a in self))

    __rmul__ = __mul__

    def __matmul__(self, o):
        return Vector(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z, self.x * o.y - self.y * o.x)

    def __neg__(self):
        return self * -1

    def __abs__(self):
        return math.sqrt(self * self)

    def __bool__(self):
        return any(self)

    def __eq__(self, o):
        return isinstance(o, Vector) and tuple(self) == tuple(o)

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __hash__(self):
        return hash(tuple(self))

    def __getitem__(self, i):
        return tuple(self)[i]

    def __len__(self):
        return 3

    def __format__(self, spec):
        return "<" + ", ".join(format(c, spec) for c in self) + ">"

i, j = Vector(1, 0, 0), Vector(0, 1, 0)
v = Vector(1.5, -2, 3)
print(i + j, i - j, 2 * v, v * 2, -v)
print(i @ j, v * v, abs(v))
print(f"{v:.2f}", format(v, "+g"), f"{v!r}")
print(bool(Vector()), bool(i), len(v), v[1], v[-1], v[0:2])
print(i == Vector(1, 0, 0), i != j, i <= j, v > i, sorted([v, i, 3 * j]))
print(list(v), tuple(v), max(v), dict(zip("xyz", v)))
print({i, j, Vector(1, 0, 0)} == {i, j})
x, y, z = v
print(x, y, z)
try:
    v.w = 5
except AttributeError as e:
    print("AttributeError:", e)
print(Vector(1, 2, 3) + [10, 20, 30])
print(i < 5)
