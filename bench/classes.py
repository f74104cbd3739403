# Method calls and attribute updates on user classes.
class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def scale(self, k):
        self.x *= k
        self.y *= k

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Counter:
    def __init__(self):
        self.n = 0

    def tick(self, by=1):
        self.n += by
        return self.n


c = Counter()
v = Vector(0, 0)
step = Vector(1, -2)
for i in range(250000):
    v = v.add(step)
    if i % 1000 == 0:
        v.scale(1)
    c.tick()
    c.tick(by=2)
print(v.x, v.y, v.norm1(), c.n)
