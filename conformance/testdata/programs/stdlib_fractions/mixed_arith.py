# krait-run: --allow-import fractions,decimal
from fractions import Fraction
from decimal import Decimal
a, b = Fraction(1, 3), Fraction(3, 4)
print(a + b, a - b, a * b, a / b, a // b, b % a, a ** 2, a ** -2, b ** 0.5)
print(a + 1, 1 - a, 2 * a, 1 / a, a + 0.5, 0.25 * b, a ** Fraction(1, 2))
print(divmod(Fraction(7, 2), Fraction(2, 3)), divmod(Fraction(-7, 2), 1))
print(type(a + 1).__name__, type(a + 0.5).__name__, type(a * 2 ** 0.5).__name__)
print(Fraction(Decimal("1.25")), Fraction.from_decimal(Decimal("-0.125")), Fraction("3/9"), Fraction(" -7/21 "), Fraction("1.5e2"), Fraction("-.25"))
print(abs(Fraction(-3, 4)), -Fraction(3, 4), +Fraction(3, 4), round(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(22, 7), 3))
import math
print(math.floor(Fraction(-7, 2)))
print(math.ceil(Fraction(7, 3)), math.trunc(Fraction(-7, 3)), int(Fraction(9, 4)), float(Fraction(1, 8)))
for bad in ["1/0", "abc", "1/2/3", "1.5/2"]:
    try:
        print(Fraction(bad))
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(1, 2) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(1.5, 2)
except TypeError as e:
    print("TypeError", e)
from decimal import Decimal
print(Fraction.from_decimal(5), Fraction(1, 2) == Decimal("0.5"), Fraction(1, 3) < Decimal("0.34"), Decimal("0.3") > Fraction(1, 3), Decimal("-Infinity") < Fraction(-10**9))
for v in [Decimal("NaN"), Decimal("Infinity"), 1.5, "x"]:
    try:
        print(Fraction.from_decimal(v))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
try:
    Fraction(1, 2) + Decimal(1)
except TypeError as e:
    print(e)
