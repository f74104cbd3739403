# krait-run: --allow-import decimal
# decimal's flags and traps: SignalDict, the signals a trap raises (args: the
# list of trapped conditions), untrapped results (Infinity, NaN), contexts.
import decimal
from decimal import Decimal, getcontext, localcontext, Inexact, Rounded, DivisionByZero, InvalidOperation, Overflow, FloatOperation, Context, Clamped, Subnormal, Underflow
c = getcontext()
print(c)
print(c.flags)
print(c.traps)
x = Decimal(1) / Decimal(3)
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero])
print(c)
c.clear_flags()
print(c.flags[Inexact])
c.traps[DivisionByZero] = False
print(Decimal(1) / Decimal(0), Decimal(-1) / 0, c.flags[DivisionByZero])
c.traps[InvalidOperation] = False
print(Decimal(0) / Decimal(0), Decimal("abc"), Decimal(-1).sqrt(), c.flags[InvalidOperation])
c.traps[Inexact] = True
try:
    Decimal(2) / 3
except Inexact as e:
    print("Inexact", repr(e), e.args)
c.traps[Rounded] = True
try:
    Decimal(2) / 3
except decimal.DecimalException as e:
    print(type(e).__name__, e.args)
c.traps[Inexact] = False
try:
    Decimal("1.23456789012345678901234567890123")  + 0
except Rounded as e:
    print(type(e).__name__, e.args)
print(Decimal("1.5") + 1)
c.traps[Rounded] = False
print(c)
Decimal(1.5)
print(c.flags[FloatOperation])
c.traps[FloatOperation] = True
try:
    Decimal(2.5)
except FloatOperation as e:
    print(type(e).__name__, e.args)
try:
    print(Decimal(1) < 2.5)
except FloatOperation as e:
    print(type(e).__name__, e.args)
print(Decimal(1) == 2.5)
c.traps[FloatOperation] = False
c.traps[Overflow] = False
c.clear_flags()
with localcontext() as lc:
    lc.traps[DivisionByZero] = True
    lc.prec = 5
    try:
        Decimal(1) / 0
    except DivisionByZero as e:
        print("local", type(e).__name__, e.args)
    print(lc.flags[DivisionByZero])
print(c.traps[DivisionByZero], c.prec)
d = Context(prec=5, traps=[Inexact], flags=[])
print(d)
try:
    d.divide(Decimal(1), Decimal(3))
except Inexact as e:
    print("ctx", e.args)
print(d.flags[Inexact], d.flags[Rounded])
e = Context(traps=[InvalidOperation])
print(e.traps[InvalidOperation], e.traps[DivisionByZero])
d2 = d.copy()
d2.traps[Inexact] = False
print(d.traps[Inexact], d2.traps[Inexact])
print(decimal.BasicContext)
print(decimal.ExtendedContext)
c.clear_traps()
print(c)
print(Decimal(5).quantize(Decimal("0.001")), Decimal("1.2345").quantize(Decimal("0.01")), c.flags[Inexact])
