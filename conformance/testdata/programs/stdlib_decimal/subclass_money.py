# krait-run: --allow-import decimal
from decimal import Decimal, ROUND_HALF_UP
class Money(Decimal):
    def cents(self):
        return Money(self.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
    def __str__(self):
        return f"${Decimal.__str__(self)}"
m = Money("10.005").cents()
print(m, repr(m), isinstance(m, Decimal), type(m).__name__, type(m + 1).__name__)
print(Money("3.333") + Money("1.111"), Money(5) * 3, m == Decimal("10.01"), Money("2.345").cents())
ledger = {"rent": Money("1200").cents(), "food": Money("345.678").cents(), "misc": Money("12.5").cents()}
total = sum(ledger.values(), Decimal(0))
print(total, f"{total:,.2f}", f"{total:>12}")
for k, v in sorted(ledger.items(), key=lambda kv: kv[1], reverse=True):
    print(f"{k:<6}{v!s:>12}{float(v):>10.1f}")
try:
    Money("1").nonexistent
except AttributeError as e:
    print("AttributeError", e)
try:
    Decimal("1") + "2"
except TypeError as e:
    print("TypeError", e)
try:
    Decimal(1) < "a"
except TypeError as e:
    print("TypeError", e)
