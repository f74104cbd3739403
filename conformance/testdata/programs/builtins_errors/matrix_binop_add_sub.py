# krait-run: --allow-import operator
import operator
vals = [1, 2.5, 1j, True, 'ab', b'ab', [1], (1,), {1: 2}, {1}, None, range(2)]
for op in [operator.add, operator.sub]:
    for a in vals:
        row = []
        for b in vals:
            try:
                row.append(repr(op(a, b)))
            except TypeError as e:
                row.append('TE:' + str(e))
        print(op.__name__, repr(a), row)
