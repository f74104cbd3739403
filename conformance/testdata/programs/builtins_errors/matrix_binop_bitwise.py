# krait-run: --allow-import operator
import operator
vals = [6, 2.0, True, {1, 2}, frozenset({2}), {'a': 1}, 'x', None]
for op in [operator.and_, operator.or_, operator.xor, operator.lshift, operator.rshift]:
    for a in vals:
        row = []
        for b in vals:
            try:
                row.append(repr(op(a, b)))
            except (TypeError, ValueError) as e:
                row.append(type(e).__name__ + ':' + str(e))
        print(op.__name__, repr(a), row)
