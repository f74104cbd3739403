import statistics as st
print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']), st.mode([1, 2, 2, 1]), st.mode('aabbbc'), st.mode([3.5]))
print(st.multimode('aabbbbccddddeeffffgg'), st.multimode(''), st.multimode([1, 2, 3]), st.multimode([(1, 2), (1, 2), 3]))
try:
    st.mode([])
except st.StatisticsError as e:
    print('StatisticsError', e)
