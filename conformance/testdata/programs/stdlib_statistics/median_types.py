import statistics as st
print(st.median([1, 2, 3, 4]), st.median([1.5, 2.5, 3.5, 4.5]), st.median([1, 2.0]), st.median([10**20, 10**20 + 1]), st.median(range(10)), st.median((5, 3, 1)))
print(st.median_low(['apple', 'banana', 'cherry', 'date']), st.median_high(['apple', 'banana', 'cherry', 'date']), st.median([True, False, True]))
