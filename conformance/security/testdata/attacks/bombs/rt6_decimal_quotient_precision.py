# attack: a quotient of two one-digit Decimals at precision 10**8: apd first scales the dividend by 10**(10**8), a power of a third of a gigabit charged as nothing (6*10**5 operations for the division), and the run went on for minutes past its time limit
# imports: decimal
# limits: time=10s ops=1e7
# expect: limit ops
import decimal
decimal.Context(prec=10**8).divide(decimal.Decimal(1), decimal.Decimal(7))
