class Named:
    name = 'named'
    def describe(self): return 'Named:' + self.name
class Aged:
    age = 0
    def describe(self): return 'Aged:%d' % self.age
class Person(Aged, Named):
    name = 'person'
p = Person()
print(p.describe(), p.name, p.age)
print(isinstance(p, Named), issubclass(Person, Aged))
