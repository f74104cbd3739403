# krait-run: --allow-import fractions
import statistics as st
from fractions import Fraction as F

r = st.linear_regression([1, 2, 3, 4], [2, 4, 7, 9])
print(r, r.slope, r.intercept, tuple(r), r[0], len(r))
slope, intercept = r
print(slope, intercept, r._fields, r._asdict(), r._replace(slope=0))
print(type(r).__name__, isinstance(r, tuple), isinstance(r, st.LinearRegression))
print(st.linear_regression([1, 2, 3], [2, 4, 7], proportional=True))
print(st.linear_regression([F(1), F(2), F(3)], [2, 4, 7], proportional=True))
print(st.LinearRegression(1, 2), st.LinearRegression(slope=3, intercept=4) == (3, 4))
for args in [([1, 1], [2, 3]), ([1], [2]), ([1, 2], [1])]:
    try:
        st.linear_regression(*args)
    except st.StatisticsError as e:
        print("StatisticsError", e)
