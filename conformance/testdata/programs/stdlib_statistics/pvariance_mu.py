import statistics as st
data = [0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]
print(st.pvariance(data), st.pvariance(data, st.mean(data)), st.variance(data, 1.25), st.pstdev(data, 1.25), st.stdev([1, 2, 3], 2))
print(st.pvariance([1, 2, 3, 4], 2.5), st.variance([1, 2, 3, 4], 2), repr(st.variance([1, 2, 3, 4], 2)))
