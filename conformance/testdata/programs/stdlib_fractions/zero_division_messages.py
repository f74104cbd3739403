# krait-run: --allow-import fractions,operator
# The ZeroDivisionError of a Fraction division shows CPython's reduced
# numerator (its sign), not the product of the terms.
import operator
from fractions import Fraction as F
for a,b in ((F(5),F(0)),(F(5,3),F(0)),(F(-5,3),F(0)), (F(0), F(0))):
    for op in (operator.truediv, operator.floordiv, operator.mod, divmod):
        try: op(a, b)
        except ZeroDivisionError as e: print(op.__name__, e)
try: F(0)**-1
except ZeroDivisionError as e: print(e)
try: F(5) / 0
except ZeroDivisionError as e: print(e)
