# krait-run: --allow-import decimal
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_05UP
# Invoice line items: quantize each with different rounding modes
items = [("widget", "19.995", 3), ("gadget", "4.125", 7), ("gizmo", "0.005", 11), ("doohickey", "-2.675", 2)]
cent = Decimal("0.01")
for mode in [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_DOWN, ROUND_05UP]:
    total = Decimal(0)
    parts = []
    for name, price, qty in items:
        line = (Decimal(price) * qty).quantize(cent, rounding=mode)
        parts.append(str(line))
        total += line
    print(f"{mode:16} {' '.join(parts):40} total={total}")
print(Decimal("1.2345").quantize(Decimal("1.00")))
print(Decimal("7").quantize(Decimal("1E+1"), rounding=ROUND_HALF_UP))
print(Decimal("123.456").quantize(Decimal("1")), Decimal("-0.5").quantize(Decimal("1")))
print(round(Decimal("2.675"), 2), round(Decimal("2.5")), round(Decimal("3.5")), round(Decimal("-2.5")))
print(Decimal("10.50").to_integral_value(), Decimal("10.50").to_integral_value(rounding=ROUND_HALF_UP))
