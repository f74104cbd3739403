import itertools
for args in [([1], -1), ([1], 1, 2, 0), ([1], 'a'), ([1], 0, 'a'), ([1], -2, 3), ([1], None, None, -1)]:
    try:
        itertools.islice(*args)
    except ValueError as e:
        print(e)
for args in [([1],), ([1], 1, 2, 3, 4)]:
    try:
        itertools.islice(*args)
    except TypeError as e:
        print(e)
itertools.islice(5, 2)
