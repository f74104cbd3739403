import statistics as st
print(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), st.median_grouped([52, 52, 53, 54], interval=2), st.median_grouped([2.5, 3.5, 3.5]), st.median_grouped([1, 2, 3, 4]), st.median_grouped(range(11), 0.5))
