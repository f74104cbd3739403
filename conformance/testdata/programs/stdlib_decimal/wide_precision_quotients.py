# krait-run: --allow-import decimal --max-ops 100000000
# (A budget of 10**8 operations: each numeral of a million digits is
# charged as the work of reading it, several million operations.)
# Quotients at precisions past apd's exponent range, up to a million
# digits (krait: InvalidOperation), as CPython computes them.
from decimal import Decimal, Context, getcontext, Inexact, Rounded, ROUND_DOWN, ROUND_UP, ROUND_CEILING

for prec in (30000, 200000):
    c = Context(prec=prec)
    for a, b in [(1, 7), (1, 4), (-2, 3), (Decimal('1e5'), Decimal('2e-3')), (Decimal('3' * 50000), 3), (0, 5), (Decimal('1.000'), 8)]:
        c.clear_flags()
        q = c.divide(a, b)
        s = str(q)
        print(prec, len(s), s[:12], s[-12:], q.adjusted(), bool(c.flags[Inexact]), bool(c.flags[Rounded]))
    c.rounding = ROUND_DOWN
    print(str(c.divide(2, 3))[-5:])
    c.rounding = ROUND_UP
    print(str(c.divide(2, 3))[-5:])
c = Context(prec=10**6)
q = c.divide(1, 7)
print(q.adjusted(), bool(c.flags[Inexact]), c.divide(1, 4), c.divide(Decimal(10)**5, 8))
