# krait-run: --allow-import decimal,fractions,copy
from decimal import Decimal
from fractions import Fraction
d = Decimal(1)
for obj in [d, Fraction(1, 2)]:
    try:
        obj.x = 5
        print("set", obj.x)
    except AttributeError as e:
        print("AttributeError", e)
class M(Decimal):
    pass
class G(Fraction):
    pass
m, g = M("1.5"), G(1, 3)
m.tag, g.tag = "money", "ratio"
print(m.tag, g.tag, m + 1, g * 3, repr(g))
import copy
print(repr(copy.copy(d)), repr(copy.deepcopy([d, Fraction(2, 3)])), repr(copy.deepcopy(m)), type(copy.deepcopy(g)).__name__, hasattr(copy.deepcopy(g), "tag"), copy.copy(d) == d)

d = Decimal("1.5")
for f in (copy.copy, copy.deepcopy):
    for v in (d, Fraction(2, 3), [d]):
        try:
            print(repr(f(v)))
        except Exception as e:
            print(type(e).__name__, e)
class M2(Decimal):
    pass
m = M2("2.50")
print(repr(copy.copy(m)), repr(copy.deepcopy(m)), type(copy.deepcopy(m)).__name__, copy.deepcopy(d) is d, copy.copy(d) is d)
state = {"balance": Decimal("10.00"), "rate": Fraction(1, 4), "hist": [Decimal("1.1")]}
s2 = copy.deepcopy(state)
print(s2, s2 == state)
