# krait-run: --allow-import fractions
from fractions import Fraction
vals = [Fraction(1, 3), Fraction(-22, 7), Fraction(5), Fraction(0), Fraction(123456789, 1000)]
for v in vals:
    print(str(v), repr(v), f"{v!s:>10}|{v!r:<22}|", f"{float(v):.4f}", "%s" % v, "{}".format(v))
print([Fraction(1, 2), Fraction(3)], {"ratio": Fraction(2, 5)}, (Fraction(-1, 9),))
total = sum([Fraction(1, n) for n in range(1, 11)])
print(total, float(total), f"{float(total):.6f}")
print(sum(Fraction(1, 2 ** k) for k in range(1, 20)))
