# krait-run: --allow-import decimal
import statistics as st
from decimal import Decimal as D

inf, nan = float("inf"), float("nan")
for data in [[1, inf], [inf, -inf], [nan, 1], [1.5, 2, inf, inf]]:
    for name in ["mean", "variance", "pvariance", "fmean", "median"]:
        try:
            print(name, repr(getattr(st, name)(data)))
        except Exception as e:
            print(name, type(e).__name__, e)
for name in ["stdev", "pstdev"]:
    try:
        getattr(st, name)([1, inf])
    except AttributeError as e:
        print(name, "AttributeError", e)
print(repr(st.mean([D("NaN"), D(1)])), repr(st.mean([D("Infinity"), D(2)])))
print(repr(st.variance([D("Infinity"), D(1), D(2)])))
print(st.harmonic_mean([1, inf]), st.harmonic_mean([1, nan]))
print(st.NormalDist.from_samples([1, inf]))
