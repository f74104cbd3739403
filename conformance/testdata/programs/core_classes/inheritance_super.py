class Base:
    def __init__(self, x):
        self.x = x
        print('Base init', x)
    def who(self):
        return 'Base'
    def describe(self):
        return f'{self.who()} x={self.x}'
class Mid(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
    def who(self):
        return 'Mid/' + super().who()
class Leaf(Mid):
    def who(self):
        return 'Leaf/' + super().who()
l = Leaf(1, 2)
print(l.describe(), l.y, isinstance(l, Base), issubclass(Leaf, Mid), Leaf.__mro__[1].__name__ if False else Leaf.__name__)
class A:
    def hi(self): return 'A'
class B(A):
    def hi(self): return 'B' + super().hi()
class C(A):
    def hi(self): return 'C' + super().hi()
class D(B, C):
    def hi(self): return 'D' + super().hi()
print(D().hi(), [k.__name__ for k in D.mro()])
