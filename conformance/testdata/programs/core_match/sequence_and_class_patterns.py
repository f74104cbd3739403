class Point:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y):
        self.x, self.y = x, y
def where(p):
    match p:
        case Point(0, 0):
            return 'origin'
        case Point(x=0, y=y):
            return f'on y axis at {y}'
        case Point(x, 0):
            return f'on x axis at {x}'
        case Point(x, y) if x == y:
            return 'diagonal'
        case Point():
            return 'somewhere'
        case (a, b):
            return f'tuple {a},{b}'
        case [a, b, *rest] if rest:
            return f'long list starting {a},{b} (+{len(rest)})'
        case _:
            return 'unknown'
for p in (Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), (1, 2), [1, 2, 3, 4], 'ab'):
    print(where(p))
