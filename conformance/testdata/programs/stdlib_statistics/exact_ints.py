import statistics as st

big = 2**64 + 1
print(st.mean([big, big + 2]), st.mean([big, big + 1]))
print(st.variance([big, big + 1, big + 2]), st.pvariance([big, big + 2]))
print(st.stdev([big, big + 1, big + 2]), st.pstdev([3, 4, 5, 6]))
print(st.mean([10**50, -(10**50), 1]), st.mean([1e50, 1, -1e50] * 10))
print(st.variance([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), st.pvariance(range(1, 11)))
print(st.median([big, 1, 2, big + 2]), st.median_grouped([1, 2, 2, 3, 4], interval=2))
print(st.quantiles(range(1, 101), n=4), st.quantiles([1, 5, 7, 9], n=5, method="inclusive"))
