class Shape:
    def area(self):
        raise NotImplementedError(f'{type(self).__name__} must implement area')
    def describe(self):
        return f'{type(self).__name__} with area {self.area():.2f}'
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
class Bad(Shape): pass
print(Sq(3).describe())
try:
    Bad().describe()
except NotImplementedError as e:
    print('NotImplementedError:', e)
