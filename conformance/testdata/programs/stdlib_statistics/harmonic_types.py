# krait-run: --allow-import fractions
import statistics as st
from fractions import Fraction as F

print(repr(st.harmonic_mean([F(1, 2), F(1, 3)])))
print(repr(st.harmonic_mean([2, 4], weights=[F(1, 2), 1])))
print(repr(st.harmonic_mean([2.5, 4], weights=[1, 3])))
print(repr(st.harmonic_mean([F(1, 2)])), repr(st.harmonic_mean([3])), repr(st.harmonic_mean([2.5])))
print(repr(st.harmonic_mean([1, 2, 4])), repr(st.harmonic_mean([1, 2, 4], weights=[1, 0, 1])))
print(repr(st.harmonic_mean([0, 2])), repr(st.harmonic_mean([40, 60], weights=[5, 30])))
for args, kw in [(([1, -2],), {}), (([1, 2],), {"weights": [1]}), (([1, 2],), {"weights": [1, -1]}),
                 (([],), {}), (([-1],), {}), ((["x"],), {}), (([1, 2],), {"weights": [0, 0]})]:
    try:
        print(st.harmonic_mean(*args, **kw))
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
