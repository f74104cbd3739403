# krait-run: --allow-import decimal
from decimal import Decimal, ROUND_DOWN, ROUND_HALF_UP, localcontext
def split(total, n):
    total = Decimal(total)
    base = (total / n).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    shares = [base] * n
    remainder = total - base * n
    cents = int(remainder / Decimal("0.01"))
    for i in range(cents):
        shares[i] += Decimal("0.01")
    return shares
for total, n in [("100.00", 3), ("10", 4), ("0.05", 3), ("1234.56", 7)]:
    s = split(total, n)
    print(total, n, [str(x) for x in s], sum(s), sum(s) == Decimal(total))
tax_rate = Decimal("0.0825")
subtotal = sum(Decimal(p) * q for p, q in [("4.99", 3), ("12.00", 1), ("0.35", 10)])
tax = (subtotal * tax_rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
print(f"{'subtotal':<10}{subtotal:>10.2f}\n{'tax':<10}{tax:>10.2f}\n{'total':<10}{subtotal + tax:>10,.2f}")
with localcontext() as ctx:
    ctx.prec = 50
    growth = Decimal("1.05") ** 30
    print(growth, (Decimal(1000) * growth).quantize(Decimal("0.01")))
rate = Decimal("0.07") / 12
payment = Decimal(200000) * rate / (1 - (1 + rate) ** -360)
print(payment.quantize(Decimal("0.01")), f"{payment:.2f}", round(payment, 2))
print(Decimal("1.10") * 3, Decimal("3.30") == Decimal("1.10") * 3, 1.10 * 3)
