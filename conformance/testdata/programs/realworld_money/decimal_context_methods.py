# krait-run: --allow-import decimal
import decimal
from decimal import Decimal as D, Context, ROUND_HALF_UP, ROUND_DOWN
c = Context(prec=3)
tests = [lambda: c.add(1.5, 1), lambda: c.add("1", 2), lambda: c.sqrt(2), lambda: c.abs(-5), lambda: c.is_zero(0), lambda: c.power(2, 10, 7),
         lambda: c.divmod(7, 2), lambda: c.to_sci_string(D("1E+3")), lambda: c.quantize(D("1.2345"), D("0.01")), lambda: c.compare(1, 2),
         lambda: c.max(1, D("1.0")), lambda: c.add(D(1), 1.5), lambda: c.divide(D(2), D(3)), lambda: c.multiply(D("1.234"), 3),
         lambda: c.subtract(10, D("0.001")), lambda: c.divide_int(17, 5), lambda: c.remainder(17, 5), lambda: c.exp(1), lambda: c.ln(10),
         lambda: c.log10(1000), lambda: c.minus(5), lambda: c.plus(D("1.23456")), lambda: c.power(D("1.1"), 2), lambda: c.normalize(D("1.200")),
         lambda: c.copy_sign(D(3), D(-1)), lambda: c.is_signed(D(-2)), lambda: c.min(3, 2), lambda: c.fma(2, 3, 4), lambda: c.divide(1, 0),
         lambda: c.to_integral(D("2.5")), lambda: c.next_plus(D(1)), lambda: c.same_quantum(D("1.0"), D("2.0")), lambda: c.copy_decimal(5)]
for i, f in enumerate(tests):
    try:
        print(i, repr(f()))
    except Exception as e:
        print(i, type(e).__name__, e)
ctx2 = Context(prec=5, rounding=ROUND_DOWN)
print(ctx2.divide(D(2), D(3)), decimal.getcontext().prec, D(2) / D(3))
