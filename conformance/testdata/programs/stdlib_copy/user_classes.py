# krait-run: --allow-import copy
import copy
class Point:
    def __init__(self, x, y):
        print('init called')
        self.x, self.y = x, y
    def __repr__(self):
        return f'Point({self.x}, {self.y})'
p = Point(1, [2])
q = copy.copy(p)
r = copy.deepcopy(p)
print(q, r, q is p, q.y is p.y, r.y is p.y)
p.y.append(3)
print(q, r)
print(type(q).__name__, isinstance(r, Point))
