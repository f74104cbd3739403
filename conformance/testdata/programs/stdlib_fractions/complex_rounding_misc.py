# krait-run: --allow-import fractions
from fractions import Fraction as F
import math
for spec in ["", ">8"]:
    try:
        print(repr(format(F(1, 3), spec)))
    except TypeError as e:
        print("TypeError", e)
try:
    print(f"{F(1, 3):.2f}")
except TypeError as e:
    print("TypeError", e)
print(F(7, 3).__floor__() if False else math.floor(F(7, 3)), round(F(-5, 2)), round(F(7, 3), -1), repr(round(F(7, 3), 0)))
print(F(3, 4).conjugate(), F(3, 4).real, F(3, 4).imag, F(1, 2) + 1j, 1j * F(1, 2))
print(F(2, 3) ** -1, F(-2, 3) ** -2, F(4, 9) ** F(1, 2), 2 ** F(1, 2), F(0) ** 0, (-8) ** F(1, 3))
try:
    F(0) ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(F(10, 4) // F(1, 3), F(-10, 4) % F(1, 3), F(5, 2) % 1, 7 // F(2), 7 % F(3, 2), divmod(7, F(3, 2)))
print(F(1, 3) == F(1, 3) + 0, F(True), F(-0.0), F(1e-10).limit_denominator(10**12), F(2 ** 60, 3) * 3 == 2 ** 60)
print(sorted({F(1, 2): 1, F(1, 3): 2}.items()), F(1, 2) in [0.5], isinstance(F(1), F))
cases = [("F(1,2) - 2j", lambda: F(1, 2) - 2j), ("2j - F(1,2)", lambda: 2j - F(1, 2)), ("F(1,2) / 2j", lambda: F(1, 2) / 2j), ("F(1,2) ** 2j", lambda: F(1, 2) ** 2j),
         ("F(1,2) // 1j", lambda: F(1, 2) // 1j), ("F(1,2) % 1j", lambda: F(1, 2) % 1j), ("divmod(F(1,2), 1j)", lambda: divmod(F(1, 2), 1j)),
         ("F(1,2) == 0.5+0j", lambda: F(1, 2) == 0.5 + 0j), ("F(1,2) < 1j", lambda: F(1, 2) < 1j)]
for e, fn in cases:
    try:
        print(e, fn())
    except TypeError as ex:
        print(e, type(ex).__name__, ex)
try:
    print(2j ** F(1, 2), 1j != F(0), F(0) == 0j)
except TypeError as ex:
    print("TypeError", ex)
