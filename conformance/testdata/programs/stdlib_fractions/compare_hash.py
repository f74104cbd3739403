# krait-run: --allow-import fractions
from fractions import Fraction
fs = [Fraction(1, 2), Fraction(2, 4), 0.5, Fraction(1, 3), Fraction(-5, 2), 1, Fraction(3, 3), Fraction(7, 8)]
print(sorted(fs, key=lambda x: (x, str(x))))
print(Fraction(1, 2) == 0.5, Fraction(1, 3) == 1 / 3, Fraction(1, 2) == Fraction(2, 4), Fraction(2, 1) == 2)
print(Fraction(1, 3) < 0.34, Fraction(1, 3) > 0.33, Fraction(5, 2) >= 2, Fraction(1, 2) != 0.5)
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(4, 2)) == hash(2), hash(Fraction(1, 3)))
d = {Fraction(1, 2): "half", 2: "two"}
print(d[0.5], d[Fraction(2)], Fraction(1, 2) in {0.5}, len({Fraction(1, 2), 0.5, Fraction(2, 4)}))
print(Fraction(1, 2) < float("inf"), Fraction(1, 2) == float("nan"), Fraction(10**30, 3) > 10**29)
print(max(Fraction(2, 3), 0.6, Fraction(5, 8)), min([Fraction(1, 7), Fraction(1, 6)]))
print(Fraction(6, 4).numerator, Fraction(6, 4).denominator, Fraction(-6, 4), Fraction(6, -4), Fraction(0, 5))
print(bool(Fraction(0)), bool(Fraction(1, 9)), Fraction(7, 3).is_integer() if hasattr(Fraction, "is_integer") else "n/a")
