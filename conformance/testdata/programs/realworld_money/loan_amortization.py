# krait-run: --allow-import decimal
from decimal import Decimal, ROUND_HALF_UP, getcontext

getcontext().prec = 28
CENT = Decimal("0.01")

def payment(principal, annual_rate, months):
    r = annual_rate / 12
    if r == 0:
        return (principal / months).quantize(CENT, ROUND_HALF_UP)
    factor = (1 + r) ** months
    return (principal * r * factor / (factor - 1)).quantize(CENT, ROUND_HALF_UP)

principal = Decimal("25000.00")
rate = Decimal("0.069")
months = 12
pmt = payment(principal, rate, months)
print(f"Monthly payment: {pmt}")
print(f"{'#':>3} {'Payment':>10} {'Interest':>10} {'Principal':>10} {'Balance':>12}")
balance = principal
total_interest = Decimal(0)
for n in range(1, months + 1):
    interest = (balance * rate / 12).quantize(CENT, ROUND_HALF_UP)
    princ = pmt - interest
    if n == months:
        princ = balance
        pmt_n = princ + interest
    else:
        pmt_n = pmt
    balance -= princ
    total_interest += interest
    print(f"{n:>3} {pmt_n:>10} {interest:>10} {princ:>10} {balance:>12,}")
print(f"Total interest: {total_interest:,.2f}")
print(repr(total_interest), str(total_interest), float(total_interest))
print(Decimal("1.005").quantize(CENT), Decimal("1.005").quantize(CENT, ROUND_HALF_UP), round(Decimal("2.675"), 2))
print(Decimal("10") / Decimal("3"), Decimal(1) / 7, Decimal("0.1") + Decimal("0.2") == Decimal("0.3"))
print(Decimal(0.1), Decimal("1e3"), Decimal("1.50").normalize(), Decimal("-0"), Decimal("123.456").as_tuple())
print(sum([Decimal("19.99"), Decimal("5.01"), Decimal("0.005")]), max(Decimal("1.1"), Decimal("1.10")))
print(payment(Decimal(1200), Decimal(0), 12), Decimal("7.5") // 2, Decimal("7.5") % 2, divmod(Decimal("-7"), 2))
