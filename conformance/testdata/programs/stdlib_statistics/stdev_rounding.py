import statistics as st
for data in [[1, 2], [1, 3, 5], [0.1, 0.7], [2, 2, 3], [10**15, 10**15 + 1, 10**15 + 5], [1e-8, 2e-8, 4e-8]]:
    print(repr(st.stdev(data)), repr(st.pstdev(data)))
