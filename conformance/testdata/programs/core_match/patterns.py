class Point:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
def describe(v):
    match v:
        case 0 | 1:
            return 'bit'
        case None:
            return 'none'
        case True:
            return 'true'
        case int(n) if n < 0:
            return f'negative {n}'
        case int() | float():
            return 'number'
        case str() as s:
            return 'str ' + s
        case [] :
            return 'empty list'
        case [x]:
            return f'one {x}'
        case [x, *rest, y]:
            return f'first {x} last {y} rest {rest}'
        case {'type': 'circle', 'r': r}:
            return f'circle {r}'
        case {'type': t, **others}:
            return f'shape {t} {others}'
        case Point(0, 0):
            return 'origin'
        case Point(x=0, y=yy):
            return f'on y axis {yy}'
        case Point(a, b):
            return f'point {a},{b}'
        case _:
            return 'other'
for v in [0, 1, None, True, -5, 7, 2.5, 'hi', [], [9], [1, 2, 3, 4], (5, 6), {'type': 'circle', 'r': 2}, {'type': 'sq', 'side': 1}, Point(0, 0), Point(0, 4), Point(1, 2), {1}]:
    print(repr(v) if not isinstance(v, Point) else 'Point', '->', describe(v))
