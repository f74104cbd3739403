# krait-run: --allow-import functools
from functools import cached_property
class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print('computing area')
        return 3 * self.r ** 2
c = Circle(2)
print(c.area)
c.r = 10
print(c.area)
del c.area
print(c.area)
print(isinstance(Circle.area, cached_property))
