# krait-run: --allow-import fractions
from fractions import Fraction
import math
def egyptian(fr):
    out = []
    while fr.numerator != 0:
        d = math.ceil(fr.denominator / fr.numerator)
        out.append(Fraction(1, d))
        fr -= Fraction(1, d)
    return out
for f in [Fraction(4, 13), Fraction(5, 6), Fraction(7, 15), Fraction(1, 1)]:
    parts = egyptian(f)
    print(f, "=", " + ".join(map(str, parts)), sum(parts) == f)
notes = {"whole": Fraction(1), "half": Fraction(1, 2), "quarter": Fraction(1, 4), "eighth": Fraction(1, 8), "triplet": Fraction(1, 12)}
bar = ["quarter", "eighth", "eighth", "triplet", "triplet", "triplet", "quarter"]
total = sum((notes[n] for n in bar), Fraction(0))
print(total, total == 1, Fraction(3, 4) - total)
probs = [Fraction(1, 6)] * 6
print(sum(probs), sum(p * (i + 1) for i, p in enumerate(probs)), sum(p * (i + 1) ** 2 for i, p in enumerate(probs)) - Fraction(7, 2) ** 2)
ratio = Fraction(1920, 1080)
print(ratio, f"{ratio.numerator}:{ratio.denominator}", float(ratio))
print(Fraction(1, 3) + Fraction(1, 6), Fraction(2, 3) * 3, Fraction(-1, 2) ** 3, Fraction(9, 4) ** Fraction(1, 2))
print(math.gcd(12, 18), math.lcm(4, 6) if hasattr(math, "lcm") else 12, Fraction(12, 18))
