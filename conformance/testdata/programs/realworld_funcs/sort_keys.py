# krait-run: --allow-import operator
from operator import itemgetter, attrgetter
from collections import namedtuple

Emp = namedtuple("Emp", "name dept age salary")
staff = [Emp("zoe", "ops", 31, 70000), Emp("Adam", "eng", 45, 120000), Emp("bob", "eng", 28, 95000),
         Emp("Carla", "ops", 38, 70000), Emp("dan", "hr", 52, 60000), Emp("Eve", "eng", 28, 99000)]
print([e.name for e in sorted(staff)])
print([e.name for e in sorted(staff, key=lambda e: e.name.lower())])
print([e.name for e in sorted(staff, key=attrgetter("dept", "age"))])
print([(e.dept, e.salary) for e in sorted(staff, key=lambda e: (e.dept, -e.salary))])
by_salary = sorted(staff, key=attrgetter("salary"), reverse=True)
print([e.name for e in by_salary])
print(min(staff, key=attrgetter("age")).name, max(staff, key=lambda e: (e.salary, e.name)).name)
staff.sort(key=itemgetter(2))
print([e.name for e in staff])
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.casefold), sorted(words, key=lambda w: (len(w), w)))
print(sorted(set(words), key=words.index))
print(sorted([3, -1, -7, 2], key=abs), sorted("hello world"), sorted((3, 1, 2), reverse=True))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)))
print(sorted([[2, "b"], [1, "z"], [2, "a"]]), sorted([None, 1] if False else [0.5, 1, True, -2]))
mixed = ["10", "9", "100", "1"]
print(sorted(mixed), sorted(mixed, key=int), sorted(mixed, key=len))
e = staff[0]
print(e, e._asdict(), e._replace(age=99), Emp._fields, e[0], e.name)
Point = namedtuple("Point", ["x", "y"], defaults=[0])
print(Point(1), Point(1, 2)._asdict(), Point._make([5, 6]), Point._field_defaults)
print(sorted([Emp("x", "a", 1, 1), ("x", "a", 0, 5)]))
