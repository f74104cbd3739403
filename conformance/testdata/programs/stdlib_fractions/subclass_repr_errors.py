# krait-run: --allow-import decimal,fractions
from fractions import Fraction
class MyFrac(Fraction):
    pass
f = MyFrac(3, 4)
print(repr(f), f, type(f).__name__, repr(f + 1), repr(-f))
print(repr(Fraction(1, 3)))
try: Fraction(1,2).foo
except AttributeError as e: print(e)
try: Fraction(1,2) + 'a'
except TypeError as e: print(e)
