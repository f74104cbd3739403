class Base:
    @property
    def kind(self): return 'base'
class Child(Base):
    @property
    def kind(self): return 'child of ' + super().kind
print(Child().kind)
