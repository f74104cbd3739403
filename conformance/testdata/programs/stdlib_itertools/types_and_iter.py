import itertools
c = itertools.count()
print(iter(c) is c, type(c).__name__)
for name in ['chain', 'count', 'cycle', 'repeat', 'islice', 'groupby', 'product', 'permutations', 'combinations', 'zip_longest', 'starmap', 'accumulate', 'pairwise']:
    print(name, type(getattr(itertools, name)).__name__, getattr(itertools, name))
print(isinstance(itertools.chain(), itertools.chain))
print(callable(itertools.tee))
