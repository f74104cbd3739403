# krait-run: --allow-import fractions
# Fraction's string form calls int() on each part, so int()'s limit of
# 4300 digits applies to each of them (not to the whole string).
from fractions import Fraction

print(Fraction("1" * 4300) % 7)
print(Fraction("1." + "1" * 4300).denominator == 10 ** 4300)
print(Fraction("1" * 3000 + "." + "2" * 3000) > 1)
for s in ["1" * 4301, "1." + "1" * 5000, "1/" + "1" * 4301, "2e" + "1" * 4301, "-" + "9" * 10**6]:
    try:
        Fraction(s)
    except ValueError as e:
        print(str(e)[:60], str(e).split(": ")[1][:30])
