# attack: Fraction ** n with a large n (issue 14 class 4)
# imports: fractions
# limits: memory=256MiB
# expect: limit ops
from fractions import Fraction
Fraction(3, 7) ** 10 ** 8
