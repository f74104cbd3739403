import statistics as st
print(st.mode([1.5, 2.5, 1.5]), st.mode([(1, 2), (1, 2), (3, 4)]), st.mode([None, None, 1]), st.mode(['x']), st.mode(range(5)))
print(st.multimode([1, 1, 2, 2, 3]), st.multimode(['b', 'a', 'b', 'a']), st.multimode(iter('mississippi')), st.multimode([]))
