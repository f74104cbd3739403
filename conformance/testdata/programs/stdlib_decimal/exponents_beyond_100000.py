# krait-run: --allow-import decimal
# Exponents beyond apd's +-100000 behave as in CPython up to the context's Emax/Emin
# (default +-999999): overflow, underflow to subnormals and zero, and results
# in between; Context limits are validated; flags recorded per operation.
from decimal import *
tests = [
    ('Decimal("9e999999") * 10', lambda: (Decimal("9e999999") * 10)),
    ('Decimal("1e-1000000")', lambda: (Decimal("1e-1000000"))),
    ('Decimal("1e1000000")', lambda: (Decimal("1e1000000"))),
    ('Decimal("1e-1000000") + 0', lambda: (Decimal("1e-1000000") + 0)),
    ('Decimal("1e1000000") + 0', lambda: (Decimal("1e1000000") + 0)),
    ('Decimal("9e999999")', lambda: (Decimal("9e999999"))),
    ('Decimal("9e999999") + Decimal("9e999999")', lambda: (Decimal("9e999999") + Decimal("9e999999"))),
    ('Decimal("1e-999999") / 10', lambda: (Decimal("1e-999999") / 10)),
    ('Decimal("1e-999999") / 10**30', lambda: (Decimal("1e-999999") / 10**30)),
    ('Decimal("1e-999999") / 10**40', lambda: (Decimal("1e-999999") / 10**40)),
    ('Decimal("1e500000") * Decimal("1e500000")', lambda: (Decimal("1e500000") * Decimal("1e500000"))),
    ('Decimal("1e200000") * Decimal("1e200000")', lambda: (Decimal("1e200000") * Decimal("1e200000"))),
    ('Decimal("1e100001")', lambda: (Decimal("1e100001"))),
    ('Decimal("1e100001") + 1', lambda: (Decimal("1e100001") + 1)),
    ('Decimal("1e-100001") * 3', lambda: (Decimal("1e-100001") * 3)),
    ('Decimal(10) ** 200000', lambda: (Decimal(10) ** 200000)),
    ('Decimal(10) ** -200000', lambda: (Decimal(10) ** -200000)),
    ('Decimal(2) ** 1000000', lambda: (Decimal(2) ** 1000000)),
    ('Decimal("1e200000").sqrt()', lambda: (Decimal("1e200000").sqrt())),
    ('Decimal("1e200000").ln()', lambda: (Decimal("1e200000").ln())),
    ('Decimal("1e-200000").log10()', lambda: (Decimal("1e-200000").log10())),
    ('Decimal("1e200000").exp()', lambda: (Decimal("1e200000").exp())),
    ('Decimal("-1e200000").exp()', lambda: (Decimal("-1e200000").exp())),
    ('Decimal("1e200000").quantize(Decimal("1e199990"))', lambda: (Decimal("1e200000").quantize(Decimal("1e199990")))),
    ('Decimal("1e200000") // 7', lambda: (Decimal("1e200000") // 7)),
    ('Decimal("1e200000") % 7', lambda: (Decimal("1e200000") % 7)),
    ('Decimal("1e200000").to_integral_value()', lambda: (Decimal("1e200000").to_integral_value())),
    ('Decimal("1.5e200000").normalize()', lambda: (Decimal("1.5e200000").normalize())),
    ('Decimal("1e200000").adjusted()', lambda: (Decimal("1e200000").adjusted())),
    ('str(Decimal("1e200000"))[:20]', lambda: (str(Decimal("1e200000"))[:20])),
    ('Decimal("1e200000").scaleb(10)', lambda: (Decimal("1e200000").scaleb(10))),
    ('Decimal("1e5").scaleb(200000)', lambda: (Decimal("1e5").scaleb(200000))),
    ('Decimal("1e200000").next_plus()', lambda: (Decimal("1e200000").next_plus())),
    ('Decimal("1e200000") == Decimal("1e200000")', lambda: (Decimal("1e200000") == Decimal("1e200000"))),
    ('Decimal("1e200000") > Decimal("1e-200000")', lambda: (Decimal("1e200000") > Decimal("1e-200000"))),
    ('float(Decimal("1e200000"))', lambda: (float(Decimal("1e200000")))),
    ('float(Decimal("1e-200000"))', lambda: (float(Decimal("1e-200000")))),
    ('Decimal("1e200000").fma(2, 3)', lambda: (Decimal("1e200000").fma(2, 3))),
    ('Decimal("9.99e999999").next_plus()', lambda: (Decimal("9.99e999999").next_plus())),
    ('Decimal("1e-1000007").next_plus()', lambda: (Decimal("1e-1000007").next_plus())),
    ('Decimal("1e-1000026")', lambda: (Decimal("1e-1000026"))),
    ('Decimal("1e-1000026") + 0', lambda: (Decimal("1e-1000026") + 0)),
    ('Decimal("1e-1000027") + 0', lambda: (Decimal("1e-1000027") + 0)),
    ('Decimal("123e-1000030") + 0', lambda: (Decimal("123e-1000030") + 0)),
    ('Context(Emax=5000000, Emin=-5000000).create_decimal("1e4000000")', lambda: (Context(Emax=5000000, Emin=-5000000).create_decimal("1e4000000"))),
    ('Context(Emax=5000000, Emin=-5000000).multiply(Decimal("1e3000000"), Decimal("1e1500000"))', lambda: (Context(Emax=5000000, Emin=-5000000).multiply(Decimal("1e3000000"), Decimal("1e1500000")))),
    ('Context(Emax=10, Emin=-10).create_decimal("1e11")', lambda: (Context(Emax=10, Emin=-10).create_decimal("1e11"))),
    ('Context(Emax=10, Emin=-10).create_decimal("1e-11")', lambda: (Context(Emax=10, Emin=-10).create_decimal("1e-11"))),
    ('Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e11")', lambda: (Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e11"))),
    ('Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e-11")', lambda: (Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e-11"))),
    ('Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e-30")', lambda: (Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e-30"))),
    ('Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e-11").as_tuple()', lambda: (Context(Emax=10, Emin=-10, traps=[]).create_decimal("1e-11").as_tuple())),
    ('MAX_EMAX, MIN_EMIN, MAX_PREC, MIN_ETINY', lambda: (MAX_EMAX, MIN_EMIN, MAX_PREC, MIN_ETINY)),
    ('Context(Emax=1000000000)', lambda: (Context(Emax=1000000000))),
    ('Context(Emax=1000000000000000000)', lambda: (Context(Emax=1000000000000000000))),
    ('Context(Emax=1000000000000000001)', lambda: (Context(Emax=1000000000000000001))),
    ('Context(Emin=1)', lambda: (Context(Emin=1))),
    ('getcontext().Etiny(), getcontext().Etop()', lambda: (getcontext().Etiny(), getcontext().Etop())),
    ('Context(Emax=10**10, Emin=-10**10).Etiny()', lambda: (Context(Emax=10**10, Emin=-10**10).Etiny())),
]
for t, f in tests:
    c = getcontext()
    c.clear_flags()
    try:
        r = f()
        s = repr(r)
        if len(s) > 200: s = s[:100] + '...' + s[-50:]
        print(t, '->', s, sorted(k.__name__ for k, v in c.flags.items() if v))
    except Exception as e:
        print(t, '!!', type(e).__name__, str(e)[:100])
