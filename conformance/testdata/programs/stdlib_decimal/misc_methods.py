# krait-run: --allow-import decimal
from decimal import Decimal, localcontext
import math
d = Decimal("3.14159")
print(d.quantize(Decimal(".01")), d.compare(Decimal(3)), d.max(Decimal(4)), d.min(2), d.copy_sign(Decimal(-1)), d.compare(d), Decimal(1).compare(Decimal("NaN")))
print(d.fma(2, 1), d.scaleb(2), d.scaleb(-3), d.number_class(), Decimal("-0").number_class(), Decimal("-inf").number_class(), Decimal("NaN").number_class(), Decimal("-2").number_class())
for s in ["1.2345", "123E+5", "1E+3", "1E+4", "1E+5", "0E+4", "0E+5", "-12.5E-9", "1E-7", "0.000001", "Infinity", "1E-10", "0E-10", "123456"]:
    print(s, Decimal(s).to_eng_string())
print(d.is_normal(), d.is_subnormal(), d.is_canonical(), d.canonical(), Decimal(0).is_normal(), d.radix(), d.conjugate())
print(d.same_quantum(Decimal("1.00000")), d.same_quantum(1), Decimal("NaN").same_quantum(Decimal("NaN")), d.compare_total(Decimal("3.14159")), Decimal("1.0").compare_total(Decimal("1.00")))
print(math.floor(Decimal("-2.5")), math.ceil(Decimal("-2.5")), math.floor(Decimal("7.9")), math.ceil(Decimal("7.1")), math.floor(Decimal(3)))
print(Decimal("1.0").max(Decimal("1.00")), Decimal("1.0").min(Decimal("1.00")), Decimal("NaN").max(5), Decimal(2).min(Decimal("NaN")), Decimal("-0").max(Decimal("0")))
with localcontext() as c:
    c.prec = 3
    print(Decimal("1.23456").max(1), Decimal(2).fma(Decimal("1.2345"), 0), Decimal("12345").scaleb(1))
for bad in [Decimal("NaN"), Decimal("-Infinity")]:
    try:
        math.floor(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    d.compare(1.5)
except TypeError as e:
    print("TypeError", e)
