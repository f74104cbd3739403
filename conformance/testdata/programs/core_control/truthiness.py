vals = [0, 1, -1, 0.0, 0.5, '', 'a', [], [0], (), (1,), {}, {'a': 1}, None, True, False, set(), range(0), range(1)]
for v in vals:
    if v:
        print(repr(v), 'truthy')
    else:
        print(repr(v), 'falsy')
