# krait-run: --allow-import fractions
import statistics as st
from fractions import Fraction as F

print(st.covariance([F(1), F(2), F(3)], [1, 2, 4]))
print(st.correlation([1, 2, 3], [F(1), F(3), F(2)]))
print(st.covariance([F(1, 3), F(2, 3), F(5, 3)], [0.5, 1.5, 2.0]))
print(st.covariance([10**20, 10**20 + 1, 10**20 + 3], [1, 2, 3]))
print(st.correlation([True, False, True], [1, 0, 1]))
print(st.covariance(range(10), [x * x for x in range(10)]))
for f, args in [(st.correlation, ([1, 1, 1], [1, 2, 3])), (st.covariance, ([1, 2], [1])),
                (st.covariance, ([1], [1])), (st.correlation, ([1, 2], ["a", "b"]))]:
    try:
        print(f(*args))
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
