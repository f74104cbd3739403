# attack: statistics.mean over Fractions with growing denominators (issue 14 class 4)
# imports: fractions
# expect: limit ops
import statistics
from fractions import Fraction
statistics.mean(Fraction(1, i) for i in range(1, 10 ** 5))
