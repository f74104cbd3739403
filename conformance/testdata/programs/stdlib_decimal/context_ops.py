# krait-run: --allow-import decimal
from decimal import Decimal, getcontext, localcontext, Context, InvalidOperation, DivisionByZero, ROUND_HALF_UP
import decimal
print(getcontext().prec, getcontext().rounding)
print(Decimal(1) / Decimal(7))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal("1.23456789") + 0)
    with localcontext(prec=3):
        print(Decimal(22) / 7)
    print(Decimal(22) / 7)
print(Decimal(1) / Decimal(7))
with localcontext(rounding=ROUND_HALF_UP, prec=2) as c:
    print(c.prec, c.rounding, Decimal("2.25") + 0, Decimal("2.35") * 1)
c = Context(prec=4)
print(c.prec, c.rounding)
cases = [("1/0", lambda: Decimal(1) / 0), ("0/0", lambda: Decimal(0) / 0), ("abc", lambda: Decimal("abc")), ("sqrt(-1)", lambda: Decimal(-1).sqrt()),
         ("NaN<1", lambda: Decimal("NaN") < 1), ("inf-inf", lambda: Decimal("Infinity") - Decimal("Infinity")), ("ok", lambda: Decimal(3) / 4)]
for expr, fn in cases:
    try:
        print(expr, "->", fn())
    except DivisionByZero as e:
        print(expr, "DivisionByZero", isinstance(e, ZeroDivisionError), isinstance(e, ArithmeticError))
    except InvalidOperation as e:
        print(expr, "InvalidOperation", isinstance(e, decimal.DecimalException))
print(Decimal("NaN") == Decimal("NaN"), Decimal("NaN") != 1)
print(Decimal("1.30") + Decimal("1.20"), Decimal("1.3") * Decimal("1.2"), Decimal("10") / Decimal("4"), Decimal("7") // 2, Decimal("-7") // 2, Decimal("-7") % 2, Decimal(7) ** 2)
print(Decimal("12.500").normalize(), Decimal("0.00").normalize(), Decimal("1E+3").normalize(), Decimal("120").normalize())
print(Decimal(0.1), Decimal("0.1") == 0.1, Decimal("0.5") == 0.5, Decimal(3) == 3, hash(Decimal(3)) == hash(3), hash(Decimal("0.5")) == hash(0.5))
print(sorted([Decimal("1.1"), 1, Decimal("0.9"), 2.5, Decimal("-3")]))
print(sum([Decimal("0.1")] * 10), sum([0.1] * 10))
print(max(Decimal("2.50"), Decimal("2.5")), min(Decimal("1"), Decimal("1.0")))
