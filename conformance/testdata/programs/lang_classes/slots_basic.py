class Point:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = Point(1, 2)
print(p.x, p.y)
try:
    p.z = 3
except AttributeError as e:
    print('AttributeError:', e)
del p.x
try:
    print(p.x)
except AttributeError as e:
    print('AttributeError:', e)
