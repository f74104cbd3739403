from collections import namedtuple
Employee = namedtuple('Employee', 'name age title')
staff = [Employee('ann', 30, 'dev'), Employee('bo', 25, 'ops'), Employee('cy', 35, 'dev')]
print(sorted(staff, key=lambda e: e.age)[0].name)
print(max(staff, key=lambda e: e.age))
print([e.name for e in staff if e.title == 'dev'])
d = {e.name: e for e in staff}
print(d['bo'].title)
print(Employee(*('x', 1, 'y')))
print(Employee(**{'name': 'n', 'age': 2, 'title': 't'}))
print(staff[0]._asdict()['age'])
print(Employee._fields + ('extra',))
print(tuple(staff[1]), list(staff[2]))
print(staff[0].count(30), staff[0].index('dev'))
