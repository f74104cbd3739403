# krait-run: --allow-import decimal
from decimal import Decimal, Overflow, InvalidOperation
print(Decimal(2) ** Decimal("0.5"), Decimal(2) ** -1, Decimal("1.1") ** 2, Decimal(4) ** Decimal("0.5"), Decimal(0) ** 0 if False else "")
print(divmod(Decimal(7), 2), divmod(Decimal("-7.5"), 2), Decimal("7.5") % -2, Decimal("-7.5") // 2)
print(-Decimal("0"), Decimal("-0") + 0, Decimal(10) / Decimal("0.1"), Decimal("1.000") / 3)
print(Decimal("9" * 30) + 1, Decimal("1E-30") * Decimal("1E-30"), Decimal(1) / 1024)
print(int(Decimal("1E+20")), int(Decimal("-3.99")), float(Decimal("1e-400")), Decimal(3) * 1.5 if False else "")
print(Decimal(1) == 1.0, Decimal("1.1") == 1.1, Decimal("0.1") < 0.2, 2 > Decimal("1.9"))
print(sum(Decimal(x) for x in ["1.1", "2.2", "3.3"]) / 3, Decimal("6.6") / Decimal(3))

from decimal import Decimal as D
for x,y in [(2,-1),(4,-1),(10,-2),('1.0',-1),('2.0',-2),(3,-1),('0.5',-2),('100',-1),('1E+2',-1),(8,-3),('2.50',-1), ('1.0', 2), ('2.0', 3), ('0.1', -2), ('0.01', -1), ('0.2', -3), ('0.04', -1), (2, 10), ('1.5', 3), (0, 5)]:
    print(x, y, repr(D(x) ** y))
try:
    divmod(D(1), 0)
except Exception as e:
    print(type(e).__name__, e)
print(divmod(7, D(2)), divmod(D("7.25"), D("0.5")))

from decimal import Decimal as D
for a in [0, "Infinity", 1]:
  try: divmod(D(a), 0)
  except Exception as e: print(type(e).__name__, e)
try: D(1)//0
except Exception as e: print(type(e).__name__, e)
try: D(1)%0
except Exception as e: print(type(e).__name__, e)
try: divmod(Decimal(1), 1.5)
except TypeError as e: print(e)
try: divmod(1.5, Decimal(1))
except TypeError as e: print(e)
print(divmod(Decimal(-7), Decimal(2)))
