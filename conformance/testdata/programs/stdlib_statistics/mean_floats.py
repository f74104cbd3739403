import statistics as st
print(st.mean([0.1, 0.2, 0.3, 0.4]), st.mean([1e16, 1, -1e16]), st.mean([1e-300, 1e-300]), st.mean([2.5] * 7), st.mean([1, 1e100, 1, -1e100]))
print(st.mean([float('nan'), 1]), st.mean([float('inf'), float('inf')]), st.mean([-float('inf'), 5]))
