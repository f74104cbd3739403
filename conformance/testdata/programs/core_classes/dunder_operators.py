class V:
    def __init__(self, x, y): self.x, self.y = x, y
    def __add__(self, o): return V(self.x + o.x, self.y + o.y)
    def __sub__(self, o): return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k): return V(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self): return V(-self.x, -self.y)
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o): return (self.x, self.y) == (o.x, o.y)
    def __lt__(self, o): return abs(self) < abs(o)
    def __hash__(self): return hash((self.x, self.y))
    def __repr__(self): return f'V({self.x}, {self.y})'
    def __bool__(self): return bool(self.x or self.y)
    def __len__(self): return 2
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __contains__(self, v): return v in (self.x, self.y)
    def __iter__(self): return iter((self.x, self.y))
a, b = V(1, 2), V(3, 4)
print(a + b, b - a, a * 3, 2 * a, -a, abs(b), a == V(1, 2), a < b, sorted([b, a]))
print(bool(V(0, 0)), len(a), a[1], 2 in a, list(b), {a, V(1, 2)}, max(a, b))
a += b
print(a)
try:
    a / 2
except TypeError as e:
    print(e)
try:
    'x' + a
except TypeError as e:
    print(e)
