import itertools
print(repr(itertools.count()), repr(itertools.count(5, 2)), repr(itertools.count(1.5)))
c = itertools.count(10)
next(c)
print(c)
print(itertools.repeat('a'), itertools.repeat(1, 3))
r = itertools.repeat(1, 2)
list(r)
print(r)
