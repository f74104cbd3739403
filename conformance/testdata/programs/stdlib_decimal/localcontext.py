# krait-run: --allow-import decimal
from decimal import Decimal, localcontext, getcontext, ROUND_DOWN, Inexact, DecimalException
import decimal

with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(3), ctx.prec)
print(Decimal(1) / Decimal(3), getcontext().prec)
with localcontext(prec=3, rounding=ROUND_DOWN):
    print(Decimal(2) / Decimal(3))
print(issubclass(Inexact, DecimalException), issubclass(decimal.Underflow, Inexact), issubclass(decimal.FloatOperation, TypeError))
print(decimal.BasicContext.prec, decimal.ExtendedContext.prec, decimal.DefaultContext.prec)
