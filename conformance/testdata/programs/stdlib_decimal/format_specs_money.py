# krait-run: --allow-import decimal
from decimal import Decimal, localcontext, ROUND_DOWN
vals = ['1234.5678', '-1234.5678', '0', '-0', '0.000', '1E+5', '1.5E-9', '123456789.987654321', 'Infinity', '-Infinity', 'NaN', '0.005', '2.5', '999.995', '1E+2', '-0.0001', '12']
specs = ['', '.2f', ',.2f', '>12.1f', 'e', '.3e', '%', '.1%', 'g', '.3g', '.0g', '+.2f', ' .2f', '012.2f', '012,.2f', '^15.2f', '*<12.2f', '=+12.2f', 'E', 'G', 'f', '.0f', '.0e', 'z.2f', '010,.1f', '.10f', 'F', '.4G']
for v in vals:
    d = Decimal(v)
    print(v, '|'.join(format(d, s) for s in specs))
with localcontext() as c:
    c.rounding = ROUND_DOWN
    print(format(Decimal('2.999'), '.2f'), f"{Decimal('1.99'):.1f}")
for bad in ['d', 'x', 's', '0<5', '_.2f', '#.1f', '<05']:
    try: print(format(Decimal(1), bad))
    except ValueError as e: print('ValueError', e)
price = Decimal('19.99'); qty = 3
print(f"Total: ${price*qty:,.2f} ({price:.1f} each)")
