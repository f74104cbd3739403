# krait-run: --allow-import decimal,fractions
from fractions import Fraction
from decimal import Decimal

people = ["Ana", "Ben", "Chloe"]
items = [("pizza", Decimal("24.00"), ["Ana", "Ben", "Chloe"]), ("wine", Decimal("31.50"), ["Ana", "Chloe"]),
         ("salad", Decimal("9.75"), ["Ben"]), ("dessert", Decimal("12.00"), ["Ana", "Ben", "Chloe"])]
tip_rate = Fraction(18, 100)
shares = {p: Fraction(0) for p in people}
for name, price, eaters in items:
    each = Fraction(price) / len(eaters)
    for e in eaters:
        shares[e] += each
subtotal = sum(shares.values())
print("subtotal", subtotal, float(subtotal))
for p in people:
    owed = shares[p] * (1 + tip_rate)
    cents = round(owed * 100)
    print(f"{p:<6} {str(shares[p]):>10} -> {cents / 100:>7.2f} ({owed.numerator}/{owed.denominator})")
total_cents = sum(round(shares[p] * (1 + tip_rate) * 100) for p in people)
print("total", Decimal(total_cents) / 100, "exact", float(subtotal * (1 + tip_rate)))
f = Fraction(3, 4)
print(f + Fraction(1, 3), f * 2, f / Fraction(9, 8), f ** 2, -f, abs(Fraction(-5, 10)))
print(Fraction("0.125"), Fraction(0.1), Fraction(0.1).limit_denominator(100), Fraction(1, 3) < 0.34)
print(Fraction(7, 3).__floor__() if False else int(Fraction(7, 3)), round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 3))
print(Fraction(6, 4), Fraction(-6, 4), repr(Fraction(6, 4)), Fraction(5), Fraction(2, 1) == 2, hash(Fraction(1, 2)) == hash(0.5))
print(sorted([Fraction(1, 3), 0.3, Decimal("0.31") if False else 0.32, Fraction(2, 7)]))
print(Fraction(1, 3) + 0.5, 1 + Fraction(1, 2), Fraction(3, 2).as_integer_ratio(), Fraction(10, 4).limit_denominator(1))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(f"{float(Fraction(2, 3)):.4f}", format(Fraction(1, 8), "") if False else str(Fraction(1, 8)))
