import statistics as st
for data in [[1, 3, 5], [1, 3, 5, 7], [5, 1, 3, 7], [1.5, 2.5], [1, 2], [3], ['b', 'a', 'c'], [2, 2, 3, 3]]:
    print(data, st.median(data), st.median_low(data), st.median_high(data))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7]), st.median_grouped([1, 3, 3, 5, 7], interval=2), st.median_grouped([1]), st.median_grouped([1.5, 2.5, 2.5, 3.5]))
for f in [st.median, st.median_low, st.median_high, st.median_grouped]:
    try:
        f([])
    except st.StatisticsError as e:
        print(f.__name__, e)
try:
    st.median_grouped(['a', 'b'])
except TypeError as e:
    print('TypeError', e)
