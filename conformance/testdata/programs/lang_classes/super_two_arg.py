class Base:
    def greet(self): return 'base ' + type(self).__name__
class Mid(Base):
    def greet(self): return 'mid'
class Leaf(Mid):
    def greet(self):
        return super(Mid, self).greet() + ' / ' + super(Leaf, self).greet()
print(Leaf().greet())
