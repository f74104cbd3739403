# krait-run: --allow-import fractions,decimal
# complex arithmetic, comparison and formatting with Fraction, Decimal and a complex subclass
from fractions import Fraction
from decimal import Decimal
print(1j + Fraction(1, 2), Fraction(1, 2) * 2j, 1j == Fraction(0), complex(0.5) == Fraction(1, 2), (1+1j) ** Fraction(1, 1))
try: print(1j + Decimal(1))
except TypeError as e: print(e)
print(abs(complex(3, 4)), divmod.__name__)
try: print(1j < 2j)
except TypeError as e: print(e)
class CS(complex):
    pass
c = CS(1, 2)
print(c == 1+2j, hash(c) == hash(1+2j), repr(c * c), type(-c).__name__, c.real, c.conjugate(), type(c.conjugate()).__name__)
print(f"{c}", f"{c!r}", f"{c:.1f}", str(c), format(c))
