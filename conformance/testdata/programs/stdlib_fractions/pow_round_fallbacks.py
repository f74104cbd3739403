# krait-run: --allow-import decimal,fractions
from fractions import Fraction as F
from decimal import Decimal
class R:
    def __rpow__(self, o): return ('rpow', type(o).__name__)
print(F(1, 2) ** R())
for b in [2, F(1, 2), 0.5, 1j, 'a', Decimal(1), None]:
    try:
        print(repr(F(1, 4) ** b))
    except TypeError as e:
        print(e)
for nd in [None, 1, -1, 'a', [1]]:
    try:
        print(repr(round(F(7, 3), nd)))
    except TypeError as e:
        print(e)
