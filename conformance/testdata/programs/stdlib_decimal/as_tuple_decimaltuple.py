# krait-run: --allow-import decimal,fractions
from decimal import Decimal as D, DecimalTuple
import decimal, fractions
for s in ['1.50', '-0', '0E-7', 'NaN', 'Infinity', '-Inf', '123456789012345678901234567890', '1e+5']:
    print(D(s).as_tuple())
t = D('-3.14').as_tuple()
print(t.sign, t.digits, t.exponent, t._fields, DecimalTuple(0, (1,), 2), DecimalTuple.__module__)
print(fractions.Decimal is decimal.Decimal)
