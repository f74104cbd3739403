# krait-run: --allow-import fractions
import statistics as st
from fractions import Fraction as F

data = [F(1, 3), F(2, 3), F(5, 4), F(7, 6)]
for name in ["mean", "median", "median_low", "median_high", "variance", "pvariance", "mode"]:
    r = getattr(st, name)(data)
    print(name, repr(r), type(r).__name__)
print(repr(st.mean([F(1, 3), 1, True])), repr(st.mean([F(1, 2), 0.25])))
print(repr(st.variance(data, F(17, 24))), repr(st.pvariance(data, mu=F(1))))
print(st.stdev(data), st.pstdev(data), type(st.stdev(data)).__name__)
print(st.fmean(data), st.geometric_mean(data), repr(st.harmonic_mean(data)))
print(st.quantiles(data, n=3), st.multimode([F(1, 2), F(2, 4), 1]))
print(repr(st.mean([F(10**20, 3), F(1, 10**20)])))
