# krait-run: --allow-import fractions
import statistics as st
from fractions import Fraction

class MyFloat(float):
    pass

class MyInt(int):
    pass

class MyFrac(Fraction):
    pass

for data in [[MyFloat(1.5), 2], [MyInt(3), 1], [MyInt(3), MyInt(1)], [MyInt(3), MyInt(2)],
             [MyFrac(1, 2), 1], [MyFrac(1, 2), Fraction(1, 3)], [MyFloat(2.5), MyInt(1)]]:
    for name in ["mean", "variance"]:
        try:
            r = getattr(st, name)(data)
            print(name, r, type(r).__name__)
        except (TypeError, st.StatisticsError) as e:
            print(name, type(e).__name__, e)
