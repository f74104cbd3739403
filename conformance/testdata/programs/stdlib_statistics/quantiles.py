import statistics as st
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print(st.quantiles(data, n=10), st.quantiles(data), st.quantiles(data, n=4, method='inclusive'))
print(st.quantiles([1, 2], n=3), st.quantiles([1.5, 2.5, 10], n=5, method='inclusive'), st.quantiles(range(10), n=1), st.quantiles([1, 2, 3, 4], n=2))
for args, kw in [(([1, 2],), {'n': 0}), (([1],), {}), (([1, 2],), {'method': 'x'})]:
    try:
        st.quantiles(*args, **kw)
    except (st.StatisticsError, ValueError) as e:
        print(type(e).__name__, e)
