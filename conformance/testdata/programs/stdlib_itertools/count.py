import itertools
c = itertools.count()
print(next(c), next(c), next(c))
print(list(itertools.islice(itertools.count(5, 3), 4)))
print(list(itertools.islice(itertools.count(1.5, 0.25), 3)))
print(list(zip('abc', itertools.count(10))))
print(list(itertools.islice(itertools.count(10, -2), 4)))
for i in itertools.count():
    if i > 3:
        break
print(i)
