# traceback: full
# krait-run: --allow-import decimal
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, InvalidOperation, localcontext

RATES = {("USD", "EUR"): Decimal("0.9215"), ("USD", "JPY"): Decimal("149.87"), ("EUR", "GBP"): Decimal("0.8571")}
DIGITS = {"USD": 2, "EUR": 2, "GBP": 2, "JPY": 0}

class UnknownRate(LookupError):
    pass

def rate(src, dst):
    if src == dst:
        return Decimal(1)
    if (src, dst) in RATES:
        return RATES[(src, dst)]
    if (dst, src) in RATES:
        return 1 / RATES[(dst, src)]
    for (a, b), r in RATES.items():
        if a == src and (b, dst) in RATES:
            return r * RATES[(b, dst)]
    raise UnknownRate(f"no rate {src}->{dst}")

def convert(amount, src, dst, rounding=ROUND_HALF_EVEN):
    q = Decimal(1).scaleb(-DIGITS[dst])
    return (Decimal(amount) * rate(src, dst)).quantize(q, rounding=rounding)

for amt, s, d in [("100", "USD", "EUR"), ("100", "EUR", "USD"), ("2500", "USD", "JPY"), ("19.99", "USD", "GBP"), ("1", "JPY", "USD")]:
    try:
        print(f"{amt:>7} {s} = {convert(amt, s, d):>10} {d}")
    except UnknownRate as e:
        print("error:", e)
print(convert("10.005", "USD", "USD"), convert("10.015", "USD", "USD"), convert("10.019", "USD", "USD", ROUND_DOWN), convert("10.011", "USD", "USD", ROUND_CEILING))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(3), Decimal("123456789") + 1)
print(Decimal(1) / Decimal(3))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__name__)
print(Decimal("1.23E+5"), Decimal("0.000001"), Decimal("1e-7"), Decimal("100").sqrt(), Decimal("2").ln() if False else Decimal(2).sqrt())
print(f"{Decimal('1234567.891'):,.2f} {Decimal('0.5'):.0%} {Decimal('-3.14159'):+.3f} {Decimal('12'):e}")
print(convert("5", "GBP", "JPY"))
