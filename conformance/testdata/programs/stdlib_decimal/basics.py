# krait-run: --allow-import decimal
from decimal import Decimal as D, getcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, InvalidOperation, DivisionByZero
import decimal

print(D("1.10") + D("2.20"), D("1.1") * 3, D(1) / D(7), D(10) / 4, D("7") // 2, D("-7") // 2, D("-7") % 3, D(2) ** 10, D("1.5") ** 2)
print(repr(D("3.14")), D(0.1), D(5), D(), D("-0"), D("1e3"), D("1E+3") + 0, D("0.000001"), D("0.0000001"), D("123456789e20"))
print(D("Infinity"), D("-inf"), D("NaN"), D(" 42 "), D("1_000.5"))
print(D("2").sqrt(), D("1.00") == 1, D("0.5") == 0.5, D(1) < D(2), D("1.0") == D("1"), 3 > D("2.9"), sorted([D("2"), D("1.5"), 1]))
print(hash(D(5)) == hash(5), hash(D("0.5")) == hash(0.5), hash(D("1.25")), hash(D("-3.7")), hash(D("1e10")) == hash(10**10))
print(D("3.14159").quantize(D("0.01")), D("2.675").quantize(D("0.01"), rounding=ROUND_HALF_UP), D("2.675").quantize(D("0.01")), D("7.9").quantize(D("1"), rounding=ROUND_DOWN))
print(int(D("-7.9")), float(D("2.5")), round(D("2.5")), round(D("3.5")), round(D("2.567"), 2), bool(D(0)), bool(D("0.1")), abs(D("-2")), -D("2"))
print(D("1.200").normalize(), D("100").normalize(), D("12.34").adjusted(), D("NaN").is_nan(), D("-1").is_signed(), D("0.0").is_zero(), D("1").is_finite())
getcontext().prec = 6
print(D(1) / D(7), D("1.23456789") + 0, getcontext().prec)
getcontext().rounding = ROUND_CEILING
print(D(1) / D(3), D(-1) / D(3))
getcontext().prec = 28
getcontext().rounding = decimal.ROUND_HALF_EVEN
print(D(1) / 3)
for bad in (lambda: D("abc"), lambda: D(1) / 0, lambda: D(0) / 0, lambda: D(1) + 1.5, lambda: D([1]), lambda: D(-1).sqrt()):
    try:
        print(bad())
    except (InvalidOperation, DivisionByZero, TypeError) as e:
        print(type(e).__name__, e)
try:
    D(1) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError caught", isinstance(e, ArithmeticError))
print(sum([D("0.1")] * 10), sum([D("0.1")] * 10) == 1, D("10.50") * D("1.075"))
