from collections import namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, p.x, p.y, p[0], p[1])
x, y = p
print(x + y, len(p), p == (1, 2), isinstance(p, tuple))
print(p._asdict())
print(p._replace(x=10))
print(Point._fields, Point._make([5, 6]))
print(Point.__name__, Point.__doc__, type(p).__name__)
print(hash(p) == hash((1, 2)))
print(p + (3,), p * 2, p[1:])
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(repr(Point(x='a', y=[1])))
