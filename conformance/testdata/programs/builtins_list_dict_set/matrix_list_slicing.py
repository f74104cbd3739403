l = list(range(10))
for s in [(None, None, -1), (2, 8, 2), (-3, None, None), (8, 2, -2), (100, None, None), (None, -100, None), (1, 1, None), (None, None, 3), (-1, -10, -3), (5, None, -1)]:
    print(s, l[slice(*s)], 'abcdefghij'[slice(*s)], tuple(range(10))[slice(*s)], range(10)[slice(*s)])
