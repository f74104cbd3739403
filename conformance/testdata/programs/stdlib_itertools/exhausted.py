import itertools
it = itertools.chain([1], [2])
print(list(it), list(it))
p = itertools.product([1, 2])
print(list(p), list(p))
z = itertools.zip_longest([1], [])
print(list(z), next(z, 'done'))
g = itertools.permutations([1, 2])
print(next(g), list(g), next(g, 'end'))
i = itertools.islice([1, 2, 3], 1)
print(list(i), list(i))
a = itertools.accumulate([1, 2])
print(list(a), list(a))
try:
    next(itertools.repeat(1, 0))
except StopIteration:
    print('StopIteration')
