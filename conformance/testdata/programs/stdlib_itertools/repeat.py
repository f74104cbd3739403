import itertools
print(list(itertools.repeat('x', 3)))
print(list(itertools.repeat(1, 0)), list(itertools.repeat(1, -5)))
print(list(map(pow, range(5), itertools.repeat(2))))
print(list(itertools.islice(itertools.repeat(None), 2)))
print(list(itertools.repeat(object='o', times=2)))
