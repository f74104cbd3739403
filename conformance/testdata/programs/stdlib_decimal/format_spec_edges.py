# krait-run: --allow-import decimal
from decimal import Decimal as D
for s in ['100z','5z','z5','5zf','z','zf','+z','z+','<z','z<5','>z5','z.2f','.2zf','nz','0z5', 'z05', 'z,.2f', ',z.2f', '*<+z8.1f', ' z', 'zz', '0015', '*<0', '=^0', 'zE<', 'z7^', '10101010', 'n', '.3n', '>z10.1%']:
    try:
        print(repr(s), repr(format(D('-0.001'), s))[:60])
    except ValueError as e:
        print(repr(s), type(e).__name__, e)
