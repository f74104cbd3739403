import statistics as st
for data in [[1, 2], [1, 2, 3], [1, 1, 1, 2], [2, 4, 4, 4, 5, 5, 7, 9], [10**12, 10**12 + 3], list(range(100))]:
    print(repr(st.variance(data)), repr(st.pvariance(data)), repr(st.stdev(data)), repr(st.pstdev(data)))
