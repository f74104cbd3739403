import itertools
print(list(itertools.pairwise('ABCDE')))
print(list(itertools.pairwise([1])), list(itertools.pairwise([])))
print([b - a for a, b in itertools.pairwise([1, 4, 9, 16])])
print(list(itertools.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(itertools.starmap(lambda *a: sum(a), [(1,), (1, 2), ()])))
print(list(itertools.starmap(max, ['ab', 'zx'])))
