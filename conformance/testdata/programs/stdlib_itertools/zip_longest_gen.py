import itertools
def g(n):
    yield from range(n)
print(list(itertools.zip_longest(g(3), g(5), g(1), fillvalue='-')))
print(dict(itertools.zip_longest('abc', [1])))
a, b = zip(*itertools.zip_longest([1, 2, 3], 'xy'))
print(a, b)
