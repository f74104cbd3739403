import statistics as st
print(repr(st.mean([1, 2.0])), repr(st.mean([True, 2])), repr(st.variance([1, 2, 3.0])), repr(st.pvariance([True, False])), repr(st.median([1, 2.0])), repr(st.mean([1, 2, 3])))
