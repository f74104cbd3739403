# krait-run: --allow-import fractions
# str() and repr() of a Fraction print its terms with str(int), so the
# 4300-digit limit of int-to-str conversion applies to them.
from fractions import Fraction

print(str(Fraction(10**4299, 7)))
print(len(repr(Fraction(7, 10**4299))))
for f in (str, repr):
    try:
        f(Fraction(10**5000, 3))
    except ValueError as e:
        print(f.__name__, "ValueError:", e)
    try:
        f(Fraction(3, 10**5000))
    except ValueError as e:
        print(f.__name__, "ValueError:", e)
print(Fraction("1.5e3"), Fraction("-2.5e-3"), Fraction("7e20"))
