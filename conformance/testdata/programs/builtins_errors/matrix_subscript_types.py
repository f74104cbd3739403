vals = ['abc', [1, 2], (1, 2), {'a': 1}, {1}, 5, None, range(3), b'ab']
keys = [0, -1, 'a', 1.0, slice(1), (0, 1), None]
for v in vals:
    row = []
    for k in keys:
        try:
            row.append(repr(v[k]))
        except (TypeError, KeyError, IndexError) as e:
            row.append(type(e).__name__ + ':' + str(e))
    print(repr(v), row)
