from collections import namedtuple
class Point(namedtuple('Point', 'x y')):
    __slots__ = ()
    @property
    def hypot(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __str__(self):
        return 'Point: x=%6.3f  y=%6.3f  hypot=%6.3f' % (self.x, self.y, self.hypot)
for p in Point(3, 4), Point(14, 5/7):
    print(p)
print(repr(Point(1, 2)))
print(Point(1, 2)._replace(x=5))
class V(namedtuple('V', 'a b')):
    def total(self):
        return self.a + self.b
v = V(1, 2)
print(v.total(), v)
v.extra = 1
print(v.extra)
