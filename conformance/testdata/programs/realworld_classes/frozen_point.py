# traceback: full
# krait-run: --allow-import dataclasses
from dataclasses import dataclass, FrozenInstanceError
import math

@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def scale(self, k):
        return Point(self.x * k, self.y * k)

@dataclass(frozen=True, order=True)
class Segment:
    a: Point
    b: Point

    @property
    def length(self):
        return abs(Point(self.b.x - self.a.x, self.b.y - self.a.y))

p = Point(3, 4)
q = Point(1.5, -2)
print(p + q, abs(p), p.scale(0.5))
print(hash(p) == hash(Point(3, 4)), p == Point(3.0, 4.0))
points = {p, q, Point(3, 4)}
print(len(points))
s = Segment(Point(0, 0), Point(3, 4))
print(s, s.length)
try:
    p.x = 10
except FrozenInstanceError as e:
    print("cannot modify:", e)
segs = [Segment(Point(1, 1), Point(2, 2)), Segment(Point(0, 5), Point(0, 0)), s]
print(sorted(segs, key=lambda sg: sg.length)[0])
print({pt: i for i, pt in enumerate([p, q])})
del p.y
