# attack: Decimal of a 10**7-digit string: apd reads the coefficient with math/big's decimal scan, quadratic in the digits (minutes), charged as linear work: the run went on far past its time limit
# imports: decimal
# limits: time=10s ops=1e7
# expect: limit ops
import decimal
decimal.Decimal('1' * 10**7)
