# krait-run: --allow-import decimal
import statistics as st
from decimal import Decimal as D

data = [D("1.25"), D("2.5"), D("3.75"), D("0.125")]
for name in ["mean", "median", "median_low", "median_high", "variance", "pvariance"]:
    r = getattr(st, name)(data)
    print(name, repr(r), type(r).__name__)
print(repr(st.stdev(data)), repr(st.pstdev(data)))
print(repr(st.stdev([D(1), D(2), D(3), D(4)])), repr(st.pstdev([D(2), D(2)])))
print(repr(st.mean([D("0.1"), 2, D("0.3")])), repr(st.mean([D(1), D(2)])))
print(repr(st.harmonic_mean([D("0.5"), D("0.25")])), repr(st.variance(data, D("2"))))
print(st.fmean(data), st.geometric_mean([D(2), D(8)]), repr(st.mode(data + [D("2.5")])))
for data in [[D(1), D(2), D(7)], [D("0.1"), D("0.2"), D("0.35")], [D("1E-10"), D("3E-10"), D("4E-10")]]:
    print(repr(st.stdev(data)), repr(st.pstdev(data)))
