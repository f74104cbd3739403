# krait-run: --allow-import fractions
from fractions import Fraction
import math
pi = Fraction(math.pi)
for d in [1, 7, 10, 100, 113, 1000, 10**6]:
    f = pi.limit_denominator(d)
    print(d, f, float(f), abs(float(f) - math.pi) < 1e-3)
print(Fraction("0.333333").limit_denominator(10), Fraction(1.1).limit_denominator(), Fraction(-7, 3).limit_denominator(2))
print(Fraction(3, 4).limit_denominator(4), Fraction(3, 4).limit_denominator(1))
try:
    Fraction(1, 3).limit_denominator(0)
except ValueError as e:
    print("ValueError", e)
print(Fraction(0.1), Fraction(0.1).limit_denominator(100), Fraction.from_float(0.25), Fraction.from_float(3))
print(Fraction(2.5).as_integer_ratio(), Fraction(-6, 4).as_integer_ratio())
