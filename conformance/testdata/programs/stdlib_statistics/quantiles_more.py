import statistics as st
for n in (2, 3, 4, 5, 10):
    print(n, st.quantiles(range(1, 21), n=n), st.quantiles([1.5, 2.25, 3.125], n=n, method='inclusive'))
print(st.quantiles([3, 1], n=4), st.quantiles([10, 20, 30, 40], n=4, method='inclusive'))
