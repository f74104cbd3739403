# krait-run: --allow-import copy
import copy
class Point:
    def __init__(self, x):
        self.x = x
def reduce_point(p):
    print('reducing', p.x)
    return (Point, (p.x * 10,))
copy.dispatch_table[Point] = reduce_point
print(copy.copy(Point(1)).x, copy.deepcopy(Point([2])).x)
print(type(copy.dispatch_table).__name__, Point in copy.dispatch_table)
del copy.dispatch_table[Point]
print(copy.copy(Point(3)).x)
