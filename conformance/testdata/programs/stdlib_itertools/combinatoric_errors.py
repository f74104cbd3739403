import itertools
tests = [
    lambda: itertools.permutations([1], -1),
    lambda: itertools.combinations([1], -1),
    lambda: itertools.combinations_with_replacement([1], -2),
    lambda: itertools.tee([1], -1),
    lambda: itertools.product([1], repeat=-1),
]
for t in tests:
    try:
        t()
    except ValueError as e:
        print('ValueError', e)
for t in [lambda: itertools.permutations([1], 'x'), lambda: itertools.combinations([1]), lambda: itertools.chain(x=1), lambda: itertools.cycle(), lambda: itertools.starmap(len), lambda: itertools.count('a'), lambda: itertools.repeat(1, 2, 3)]:
    try:
        t()
    except TypeError as e:
        print('TypeError', e)
itertools.product(1)
