# krait-run: --allow-import decimal
from decimal import Decimal as D
print(pow(D(2), D(10), D(7)), pow(D(2), 10, 7))
from decimal import Decimal as D
for a in [(D(2),D(10),D(7)),(D(-2),D(3),D(5)),(D(2),D(-1),D(5)),(D('2.5'),D(2),D(3)),(D(2),D(2),D(0)),(D(0),D(0),D(5)),(D(7),D(2),D(-5)),(D('2.0'),D(3),D(5)),(D(10)**30,D(2),D(97)), (D(-4), D(2), D(3)), (D(6), D(1), D(3))]:
    try: print(repr(pow(*a)))
    except Exception as e: print(type(e).__name__, e)
