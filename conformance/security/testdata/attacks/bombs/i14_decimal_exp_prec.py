# attack: decimal precision 10**9 then Decimal(2).exp() (issue 14 class 4)
# imports: decimal
# expect: limit ops|memory
import decimal
decimal.getcontext().prec = 10 ** 9
decimal.Decimal(2).exp()
