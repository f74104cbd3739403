# krait-run: --allow-import decimal
from decimal import Decimal, InvalidOperation
def parse_amount(text):
    cleaned = text.strip().replace(",", "").lstrip("$")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    return value
inputs = ["$1,234.50", " 42 ", "-0.001", "1e3", "abc", "", "NaN", "inf", "12.3.4", "0x10", "1_000", "+.5", "5.", "  -Infinity "]
for s in inputs:
    v = parse_amount(s)
    print(f"{s!r:16} -> {v!r}", v.as_tuple() if v is not None else "")
print(Decimal("1.5").as_integer_ratio(), Decimal("-12.345").as_integer_ratio(), Decimal("1E+2").as_integer_ratio())
amounts = [parse_amount(s) for s in inputs]
good = [a for a in amounts if a is not None]
print(sum(good), max(good), min(good), sorted(good)[:3])
print(Decimal(7).sqrt(), Decimal("0.09").sqrt(), Decimal(144).sqrt(), Decimal("1E-4").sqrt(), Decimal("2.25").sqrt())
print(Decimal("0.1").next_plus(), Decimal("0.1").next_minus(), Decimal(5).next_toward(10), Decimal(5).next_toward(5))
