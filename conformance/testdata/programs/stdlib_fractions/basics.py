# krait-run: --allow-import fractions
from fractions import Fraction as F
import math

print(F(3, 4), repr(F(6, 8)), F(-3, -6), F(3, -6), F(5), F(), F(F(1, 3)), F(1, 3) / F(2, 5))
print(F("3/4"), F(" -1.25 "), F("1e-3"), F(".5"), F("7"), F("1_000/3"), F(0.1), F(2.5), F(-0.0))
print(F(1, 2) + F(1, 3), F(1, 2) - 1, 3 * F(1, 6), F(1, 2) / 4, 1 / F(3), F(7, 2) // 2, F(7, 2) % F(1, 3), divmod(F(7, 2), 2), -F(7, 2) // 2)
print(F(1, 2) + 0.5, 0.5 * F(1, 2), F(3, 2) ** 2, F(3, 2) ** -2, 2 ** F(2), 2 ** F(-2), 2 ** F(1, 2), F(1, 4) ** F(1, 2), F(1, 2) ** 0.5)
print(F(1, 2) == 0.5, F(1, 3) < 0.34, F(1, 2) < float("inf"), F(1, 2) == float("nan"), F(2) == 2, F(1, 3) > F(1, 4), sorted([F(1, 2), F(1, 3), 0.4, 1]))
print(hash(F(1, 2)) == hash(0.5), hash(F(2)) == hash(2), hash(F(1, 3)), hash(F(-1, 3)), hash(F(10**30, 7)), len({F(1, 2), 0.5, F(2, 4)}))
print(F(3.141592653589793).limit_denominator(1000), F(3.141592653589793).limit_denominator(100), F(1, 3).limit_denominator(), F("0.333").limit_denominator(10))
print(F(7, 2).numerator, F(7, 2).denominator, F(7, 2).as_integer_ratio(), float(F(1, 3)), int(F(-7, 2)), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)))
print(round(F(5, 2)), round(F(7, 2)), round(F(-5, 2)), round(F(1234, 1000), 2), round(F(1234567), -3), abs(F(-1, 2)), -F(1, 2), bool(F(0)), bool(F(1, 9)))
print(F.from_float(0.25), F.from_float(3), F(10**20, 3))
for bad in [lambda: F(1, 0), lambda: F("1/0"), lambda: F("abc"), lambda: F("1/2/3"), lambda: F(1.5, 2), lambda: F(float("inf")), lambda: F(float("nan")),
            lambda: F(1, 2) / 0, lambda: F(1, 2) // 0, lambda: F(1, 2) % 0, lambda: F(0) ** -1, lambda: F([1]), lambda: F(1, 2) + "x", lambda: F(1, 2).limit_denominator(0)]:
    try:
        print(bad())
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
