import statistics as st
for data in [[1, 2, 3], [1, 2, 3, 4], [1.5, 2.5, 3.5], [1, 2.5], [0.1, 0.2, 0.3], [10**20, 1, 2], [True, False, True], [-1, -2], [5], [1e308, 1e308], [float('inf'), 1], [3, 4, 5.0]]:
    print(data, repr(st.mean(data)))
print(st.mean(range(101)), st.mean(x / 7 for x in range(10)), st.mean(iter([1, 2])))
try:
    st.mean([])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.mean(['a'])
except TypeError as e:
    print('TypeError', e)
