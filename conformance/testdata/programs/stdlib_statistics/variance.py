import statistics as st
for data in [[2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [1, 2, 3, 4], [1, 3, 5, 7], [0, 0, 0], [1.5, 2.5, 2.5, 2.75, 3.25, 4.75], [10**10, 10**10 + 1, 10**10 + 2], [1, 2.0], [0.1] * 5]:
    print(repr(st.variance(data)), repr(st.pvariance(data)), repr(st.stdev(data)), repr(st.pstdev(data)))
data = [1, 2, 3, 4, 5]
print(st.variance(data, 3), st.pvariance(data, 3.0), st.stdev(data, xbar=3), st.pstdev(data, mu=2.5))
print(st.pvariance([5]), st.pstdev([5.0]), st.variance(range(20)), st.stdev(range(20)))
for f in [lambda: st.variance([1]), lambda: st.stdev([]), lambda: st.pvariance([]), lambda: st.pstdev([])]:
    try:
        f()
    except st.StatisticsError as e:
        print('StatisticsError', e)
