from collections import namedtuple
P = namedtuple('P', 'x y z', defaults=[3])
tests = [lambda: P(1), lambda: P(), lambda: P(1, 2, 3, 4), lambda: P(1, 2, x=1), lambda: P(1, 2, w=1)]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
p = P(1, 2)
try:
    p.x = 5
except AttributeError as e:
    print(e)
try:
    P._make([1])
except TypeError as e:
    print(e)
try:
    p._replace(w=1)
except ValueError as e:
    print(e)
for args in [('P', 'a _b'), ('P', 'a a'), ('P', 'a def'), ('1P', 'a'), ('P', 'a-b')]:
    try:
        namedtuple(*args)
    except ValueError as e:
        print(e)
try:
    namedtuple('P', 'a', defaults=[1, 2])
except TypeError as e:
    print(e)
