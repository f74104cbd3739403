import statistics as st
print(st.mean(x * x for x in range(5)), st.median(iter([3, 1, 2])), st.variance(x / 2 for x in range(6)), st.mode(c for c in 'hello'), st.pstdev(iter([1, 2, 3, 4])))
