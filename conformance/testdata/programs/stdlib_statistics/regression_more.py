import statistics as st
years = [2015, 2016, 2017, 2018, 2019]
sales = [100, 112, 125, 130, 151]
r = st.linear_regression(years, sales)
print(r, round(r.slope * 2020 + r.intercept, 6))
print(st.linear_regression([0.5, 1.5, 2.5], [1, 3, 2]), st.linear_regression([1, 2, 3, 4], [2, 4, 6, 8], proportional=True))
print(st.covariance([1.5, 2.5, 3.5], [10, 20, 40]), st.correlation([1, 2, 3, 4], [1, 4, 9, 16]), st.correlation([-1, 0, 1], [1, 0, -1]))
