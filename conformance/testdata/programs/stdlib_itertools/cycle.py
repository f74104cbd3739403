import itertools
print(list(itertools.islice(itertools.cycle('abc'), 8)))
print(list(itertools.islice(itertools.cycle([]), 3)))
c = itertools.cycle(range(2))
print([next(c) for _ in range(5)])
print(list(zip(range(5), itertools.cycle([True, False]))))
