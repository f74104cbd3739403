import statistics as st
print(issubclass(st.StatisticsError, ValueError), st.StatisticsError.__name__)
try:
    st.median()
except TypeError as e:
    print(e)
try:
    st.mean([1], 2)
except TypeError as e:
    print(e)
try:
    st.variance(['a', 'b'])
except TypeError as e:
    print(e)
names = ['NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean', 'geometric_mean', 'harmonic_mean', 'linear_regression', 'mean', 'median', 'median_grouped', 'median_high', 'median_low', 'mode', 'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance']
print(len(names), [n for n in names if not hasattr(st, n)])
