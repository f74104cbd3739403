class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    def __repr__(self):
        return f'Point({self.x}, {self.y})'
p = Point(3, 4)
print(p.x, p.y, p.norm2(), p)
p.x = 10
print(p, [Point(1, 2)])
