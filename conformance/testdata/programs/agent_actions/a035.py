# krait-run: --allow-import decimal,fractions
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP
parts = [Fraction(1, 3), Fraction(1, 6), Fraction(1, 4)]
total = sum(parts)
print(total, float(total), total.limit_denominator(10))
print(Fraction("0.125"), Fraction(3, 4) * 2, Fraction(5, 10) == Fraction(1, 2))
amounts = [Decimal("19.995"), Decimal("0.105"), Decimal("2.675")]
for a in amounts:
    print(a, "->", a.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), round(float(a), 2))
print(sum(amounts), Decimal("1.1") + Decimal("2.2"), 1.1 + 2.2)
