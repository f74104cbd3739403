# krait-run: --allow-import operator
import operator
vals = [3, 2.5, 1j, False, 'ab', b'x', [1], (1,), None]
for op in [operator.mul, operator.truediv, operator.floordiv, operator.mod]:
    for a in vals:
        row = []
        for b in vals:
            try:
                row.append(repr(op(a, b)))
            except (TypeError, ZeroDivisionError) as e:
                row.append(type(e).__name__ + ':' + str(e))
        print(op.__name__, repr(a), row)
