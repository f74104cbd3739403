import statistics as st
data = [1, 2, 4, 8, 16]
print(st.mean(data), st.fmean(data), st.geometric_mean(data), st.harmonic_mean(data), st.median(data), st.pstdev(data))
data = [2.5, 2.5, 3.5, 7.25]
print(st.mean(data), st.fmean(data), st.geometric_mean(data), st.harmonic_mean(data), st.median(data), st.pstdev(data))
