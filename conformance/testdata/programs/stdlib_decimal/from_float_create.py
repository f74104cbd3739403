# krait-run: --allow-import decimal
from decimal import Decimal, Context, getcontext, localcontext, ROUND_UP, ROUND_HALF_EVEN
print(Decimal.from_float(0.1), Decimal.from_float(2), Decimal.from_float(-0.0), Decimal.from_float(float("inf")), repr(Decimal.from_float(1.5)))
c = Context(prec=5, rounding=ROUND_UP)
print(c.create_decimal("1.234567"), c.create_decimal(1.1), c.create_decimal(), c.create_decimal(123456789), c.create_decimal_from_float(0.5), c.create_decimal_from_float(7))
print(Context(prec=3).create_decimal("2.71828"), Context(prec=2, rounding=ROUND_HALF_EVEN).create_decimal("2.25"))
print(round(Decimal("1.5")), round(Decimal("2.5")), round(Decimal("1.2345"), 2))
for bad in ["1.5", None]:
    try:
        Decimal.from_float(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    c.create_decimal_from_float("1")
except TypeError as e:
    print("TypeError", e)
try:
    c.create_decimal("x")
except Exception as e:
    print(type(e).__name__)
for s in [" 1", "1_0"]:
    try:
        c.create_decimal(s)
    except Exception as e:
        print(type(e).__name__, e)
