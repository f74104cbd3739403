class Base:
    count = 0
    def __init__(self, name):
        self.name = name
        Base.count += 1
    def hello(self):
        return f'{type(self).__name__}:{self.name}'
    def __str__(self):
        return self.hello()
class Child(Base):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def hello(self):
        return super().hello() + f'({self.age})'
    @property
    def older(self):
        return self.age + 1
    @classmethod
    def make(cls, n):
        return cls(n, 0)
    @staticmethod
    def util(x):
        return x * 2
c = Child('kid', 5)
print(c, c.older, Child.make('x'), Child.util(4), Base.count)
print(isinstance(c, Base), type(c).__name__, Child.__name__, Child.__qualname__)
class Outer:
    class Inner:
        def m(self):
            return __class__.__qualname__
    vals = [i * 2 for i in range(3)]
print(Outer.Inner().m(), Outer.vals)
def factory():
    x = 10
    class Local:
        y = x + 1
        def get(self):
            return x, self.y
    return Local
print(factory()().get(), factory().__qualname__)
class Priv:
    def __init__(self):
        self.__secret = 42
    def reveal(self):
        return self.__secret
print(Priv().reveal(), hasattr(Priv(), '_Priv__secret'))
class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, Eq) and self.v == o.v
    def __hash__(self):
        return hash(self.v)
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return f'Eq({self.v})'
print(sorted([Eq(3), Eq(1), Eq(2)]), Eq(1) == Eq(1), len({Eq(1), Eq(1), Eq(2)}))
class Callable:
    def __call__(self, x):
        return x + 1
    def __len__(self):
        return 7
    def __contains__(self, x):
        return x == 'in'
    def __iter__(self):
        return iter([1, 2])
    def __bool__(self):
        return False
cc = Callable()
print(cc(1), len(cc), 'in' in cc, list(cc), bool(cc), 'yes' if cc else 'no')
