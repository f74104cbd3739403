import statistics as st
print(repr(st.mean([1, 2])), repr(st.mean([2, 4])), repr(st.mean(range(1, 11))), repr(st.mean([10**30, 10**30 + 2])), repr(st.mean([10**30, 10**30 + 1])), repr(st.mean([-3, -4])))
print(repr(st.mean([True, True, False])), repr(st.mean([7])), repr(st.mean((1, 2, 3, 4, 5, 6))))
