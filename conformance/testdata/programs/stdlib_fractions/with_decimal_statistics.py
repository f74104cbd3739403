# krait-run: --allow-import decimal,fractions
from decimal import Decimal
from fractions import Fraction
import statistics
print(hash(Decimal("0.5")) == hash(Fraction(1, 2)), hash(Decimal("2.50")) == hash(2.5), {Decimal("0.5"): 1}.get(Fraction(1, 2)))
print(Decimal("0.5") == Fraction(1, 2), Fraction(1, 3) != Decimal("0.3333"), Decimal("1") >= Fraction(1))
ds = [Decimal("1.10"), Decimal("2.20"), Decimal("3.35")]
print(statistics.mean(ds), statistics.median(ds), statistics.fmean(ds), statistics.stdev(ds))
fs = [Fraction(1, 3), Fraction(1, 6), Fraction(1, 2)]
print(statistics.mean(fs), statistics.median(fs), statistics.variance(fs), statistics.harmonic_mean(fs))
print(sum(ds) / len(ds), max(ds, key=abs), sorted(ds + [Decimal("2.2")]))
print(Decimal(sum(fs).numerator) / sum(fs).denominator, float(Fraction(Decimal("3.35"))))
