# krait-run: --allow-import decimal --max-ops 100000000
# (A budget of 10**8 operations: each numeral of a million digits is
# charged as the work of reading it, several million operations.)
# Numerals longer than apd's exponent range (krait read them as
# ConversionSyntax) and sums of operands far apart (InvalidOperation), as
# CPython computes them.
from decimal import Decimal, Context, getcontext, Inexact, Rounded, ROUND_DOWN, ROUND_UP, ROUND_CEILING

d = Decimal('1' * 10**6)
print(d.adjusted(), d > Decimal('1e999998'), d == d, d.is_finite())
e = Decimal('-' + '9' * 200000 + '.5')
print(e.adjusted(), e < 0, str(+e))
print(Decimal('0.' + '0' * 200000 + '1'), Decimal('1.' + '0' * 200000 + '1') > 1)
print(Decimal('1' * 5000 + 'e-100') == Decimal('1' * 5000) / Decimal('1e100'))

ctx = getcontext()
for rounding in (None, ROUND_DOWN, ROUND_UP, ROUND_CEILING):
    if rounding:
        ctx.rounding = rounding
    ctx.clear_flags()
    print(rounding, Decimal('1' * 10**5) + Decimal('1e-999999'),
          Decimal('1' + '0' * 10**5) - Decimal('1e-999999'),
          Decimal('-1e-999999') + Decimal('1' + '0' * 10**5 + '5'),
          Decimal('1' * 10**5) - Decimal('1e-3'),
          bool(ctx.flags[Inexact]), bool(ctx.flags[Rounded]))
