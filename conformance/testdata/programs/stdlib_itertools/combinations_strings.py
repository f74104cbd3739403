import itertools
print([''.join(c) for c in itertools.combinations('abcde', 3)])
print([''.join(c) for c in itertools.combinations_with_replacement('xyz', 2)])
print(sum(1 for _ in itertools.permutations('abcdef', 3)))
print(list(itertools.combinations([1, 1, 2], 2)))
print(sorted(set(itertools.permutations([1, 1, 2]))))
