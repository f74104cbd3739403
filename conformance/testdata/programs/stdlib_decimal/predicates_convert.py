# krait-run: --allow-import decimal
from decimal import Decimal
vals = ["0", "-0", "1.50", "-2E+3", "Infinity", "-Infinity", "NaN", "sNaN", "1e-7", "123456789012345678901234567890.5"]
for v in vals:
    d = Decimal(v)
    print(f"{v:>34} {str(d):>34} {d.is_zero()!s:5} {d.is_signed()!s:5} {d.is_finite()!s:5} {d.is_infinite()!s:5} {d.is_nan()!s:5} {d.is_snan()!s:5} {d.adjusted():3} {bool(d) if not d.is_snan() else 'x'}")
for v in ["1.50", "-2E+3", "1e-7", "99.99", "-0.5"]:
    d = Decimal(v)
    print(v, int(d), float(d), d.as_tuple(), d.copy_abs(), d.copy_negate(), -d, +d, abs(d))
for v in ["NaN", "Infinity"]:
    for f in (int, float):
        try:
            print(v, f.__name__, f(Decimal(v)))
        except (ValueError, OverflowError) as e:
            print(v, f.__name__, type(e).__name__, e)
print(Decimal("  3.14  "), Decimal("1_000.5"), Decimal("-inf"), Decimal("+nan"), Decimal(" -0.000 "))
print(repr(Decimal(2.5)), repr(Decimal(-0.0)), repr(Decimal(10**30)), repr(Decimal(-7)))
print(Decimal("3.0") == Decimal("3.00"), Decimal("3.0") is Decimal("3.0"), Decimal("1") < Decimal("1.01") <= Decimal("1.010"))
print(Decimal("2.50").exp() if False else Decimal(1).exp(), Decimal(100).log10(), Decimal(10).ln())
