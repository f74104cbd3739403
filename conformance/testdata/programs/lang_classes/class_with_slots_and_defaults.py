class Vec:
    __slots__ = ('x', 'y')
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Vec({self.x}, {self.y})'
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
print(Vec(1, 2) + Vec(3, 4), Vec())
