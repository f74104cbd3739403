class Base:
    def __init__(self): self._v = 0
    @property
    def v(self): return self._v
class Child(Base):
    @Base.v.setter
    def v(self, val): self._v = val * 10
c = Child()
c.v = 2
print(c.v)
try:
    b = Base()
    b.v = 1
except AttributeError as e:
    print(e)
