# krait-run: --allow-import decimal
from decimal import Decimal, localcontext
for s in [25*10**58, '1E-20', 2, '0.25', 100, '16.00', 0, '0.000', '-0', '1E+1', '4E+2', '0.0004', '1.21', '1E+7']:
    print(repr(Decimal(s).sqrt()))
for s in ['1.5', '1', '-1', '0', '-0', '9.999999999999999999999999999', '1E+5', '-2.50', '123456789012345678901234567890', 'Infinity', '-Infinity', 'NaN']:
    d = Decimal(s)
    print(s, repr(d.next_plus()), repr(d.next_minus()), repr(d.next_toward(1)), repr(d.next_toward(-1)))
for s in ['1.5', '-0.125', '100', '1E+3', '0', '3.14159']:
    print(Decimal(s).as_integer_ratio())
for s in ['NaN', 'Infinity']:
    try: Decimal(s).as_integer_ratio()
    except Exception as e: print(type(e).__name__, e)
try: Decimal(1).foo
except AttributeError as e: print(e)
try: Decimal(1)+'a'
except TypeError as e: print(e)
try: Decimal(1)+1.0
except TypeError as e: print(e)
try: len(Decimal(1))
except TypeError as e: print(e)
try: Decimal(1)[0]
except TypeError as e: print(e)
print(Decimal(0).next_toward(Decimal('-0')), Decimal('-0').next_toward(0))
with localcontext() as c:
    c.prec = 3
    print(Decimal(1).next_plus(), Decimal(1).next_minus(), Decimal('9.99').next_plus(), Decimal('-1').next_plus(), Decimal('1.2345').next_plus())
