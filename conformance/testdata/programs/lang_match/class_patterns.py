class Point:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y): self.x, self.y = x, y
class Circle:
    __match_args__ = ('center', 'r')
    def __init__(self, c, r): self.center, self.r = c, r
def where(s):
    match s:
        case Point(0, 0):
            return 'origin'
        case Point(x=0, y=y):
            return f'on y axis at {y}'
        case Point(x, 0):
            return f'on x axis at {x}'
        case Circle(Point(x, y), r) if r > 10:
            return f'big circle at {x},{y}'
        case Circle(center=c, r=r):
            return f'circle r={r} cx={c.x}'
        case Point():
            return 'some point'
        case _:
            return 'unknown'
for s in [Point(0, 0), Point(0, 5), Point(3, 0), Point(1, 1), Circle(Point(1, 2), 20), Circle(Point(4, 4), 1), 'x']:
    print(where(s))
