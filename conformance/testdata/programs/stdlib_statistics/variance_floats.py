import statistics as st
for data in [[0.1, 0.2, 0.3], [1.5, 2.5], [1e10 + 0.1, 1e10 + 0.2, 1e10 + 0.3], [3.14, 2.71, 1.41, 1.73], [1, 2.5, 3]]:
    print(repr(st.variance(data)), repr(st.pvariance(data)), repr(st.stdev(data)), repr(st.pstdev(data)))
print(st.variance([1.0, float('inf')]), st.pstdev([float('nan'), 1.0]))
