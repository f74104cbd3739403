vals = [3, -2.5, 1j, True, 'a', [1], None, {1}]
for a in vals:
    row = []
    for f in [lambda x: -x, lambda x: +x, lambda x: ~x, lambda x: abs(x), lambda x: x ** 2, lambda x: 2 ** x, lambda x: pow(x, 2, 5)]:
        try:
            row.append(repr(f(a)))
        except (TypeError, ValueError) as e:
            row.append(type(e).__name__ + ':' + str(e))
    print(repr(a), row)

import itertools


class I(int):
    pass


class P:
    def __pow__(self, o, m=None):
        return ('pow', o, m)


for a, b, c in itertools.product([3, 2.5, 1j, True, 'a', None, I(4), P()], [3, 2.5, 1j, True, None, I(4)], [3, 2.5, 1j, True, 'a', I(4), -5]):
    try:
        r = repr(pow(a, b, c))
    except (TypeError, ValueError) as e:
        r = type(e).__name__ + ':' + str(e)
    print(type(a).__name__, type(b).__name__, type(c).__name__, r)
