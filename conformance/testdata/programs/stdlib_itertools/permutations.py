import itertools
print(list(itertools.permutations('ABC')))
print(list(itertools.permutations(range(4), 2)))
print(list(itertools.permutations([1, 2], 0)), list(itertools.permutations([1], 3)))
print(len(list(itertools.permutations(range(6)))))
print([''.join(p) for p in itertools.permutations('abcd', 3)][:10])
print(list(itertools.permutations([])))
