# krait-run: --allow-import numbers,fractions,decimal
import numbers
from fractions import Fraction
from decimal import Decimal

values = [1, True, 2.5, 3 + 4j, Fraction(1, 3), Decimal("1.1"), "7", None, [1]]
for v in values:
    kinds = [c.__name__ for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral) if isinstance(v, c)]
    print(f"{v!r:<22} {kinds}")
print(issubclass(int, numbers.Number), issubclass(float, numbers.Integral), issubclass(bool, numbers.Rational))
print(issubclass(numbers.Integral, numbers.Real), issubclass(numbers.Real, numbers.Integral))

class Money(numbers.Real):
    pass
print(isinstance(Money.__new__(Money) if False else 0.5, numbers.Real), issubclass(Money, numbers.Complex))
class MyInt(int):
    pass
print(isinstance(MyInt(3), numbers.Integral))
def mean(xs):
    if not all(isinstance(x, numbers.Real) for x in xs):
        raise TypeError("mean() needs real numbers")
    return sum(xs) / len(xs)
print(mean([1, 2.5, Fraction(1, 2)]))
class Vec:
    pass
numbers.Complex.register(Vec)
print(isinstance(Vec(), numbers.Number), isinstance(Vec(), numbers.Real))
print(mean([1, 2j]))
