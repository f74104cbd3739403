import statistics as st
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(st.covariance(x, y), st.covariance(z, x), st.covariance(x, x))
print(st.correlation(x, x), st.correlation(x, z), st.correlation(x, y), st.correlation([1.5, 2.5, 9.1], [3, 1, 4]))
r = st.linear_regression([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])
print(r, r.slope, r.intercept, r[0], tuple(r))
print(st.linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))
for f in [lambda: st.covariance([1], [1]), lambda: st.covariance([1, 2], [1]), lambda: st.correlation([1, 1], [1, 2]), lambda: st.linear_regression([1, 1], [1, 2]), lambda: st.linear_regression([1], [1]), lambda: st.correlation([1, 2, 3], [1, 2])]:
    try:
        print(f())
    except st.StatisticsError as e:
        print('StatisticsError', e)
