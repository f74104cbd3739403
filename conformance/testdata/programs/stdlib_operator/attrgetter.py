# krait-run: --allow-import operator
from operator import attrgetter
class P:
    def __init__(self, name, age):
        self.name = name
        self.age = age
        self.inner = self
people = [P('ann', 30), P('bo', 25), P('cy', 35)]
print([p.name for p in sorted(people, key=attrgetter('age'))])
print(attrgetter('name', 'age')(people[0]))
print(attrgetter('inner.inner.name')(people[1]))
print(attrgetter('real')(3 + 4j), attrgetter('imag')(5))
try:
    attrgetter('missing')(people[0])
except AttributeError as e:
    print(e)
