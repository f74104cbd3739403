# krait-run: --allow-import operator
import operator
vals = [1, 1.5, 'a', [1], (1,), {1}, {'a': 1}, None, 1j]
for op in [operator.lt, operator.ge]:
    for a in vals:
        row = []
        for b in vals:
            try:
                row.append(repr(op(a, b)))
            except TypeError as e:
                row.append('TE:' + str(e))
        print(op.__name__, repr(a), row)
