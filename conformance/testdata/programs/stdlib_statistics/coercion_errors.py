# krait-run: --allow-import fractions,decimal
import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D

cases = [
    [D("1.1"), F(1, 2)], [D("1.1"), 2.5], [F(1, 2), D("1.1")], [2.5, D(1)],
    ["a", "b"], [None], [1j, 2j], [[1], [2]], [1, "2"],
]
for data in cases:
    for name in ["mean", "variance"]:
        try:
            print(name, repr(getattr(st, name)(data)))
        except (TypeError, st.StatisticsError) as e:
            # a mixed-type message names the types in set order: print the type only
            print(name, type(e).__name__, "coerce" in str(e) or e)
try:
    st.harmonic_mean(["x"])
except TypeError as e:
    print("harmonic_mean", e)
try:
    st.covariance([D(1), D(2)], [D(1), D(3)])
except TypeError as e:
    print("covariance", e)
