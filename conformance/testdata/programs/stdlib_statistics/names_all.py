import statistics
for name in ['mean', 'fmean', 'geometric_mean', 'harmonic_mean', 'median', 'median_low', 'median_high', 'median_grouped', 'mode', 'multimode', 'pstdev', 'pvariance', 'stdev', 'variance', 'quantiles', 'covariance', 'correlation', 'linear_regression']:
    f = getattr(statistics, name)
    print(name, f.__name__, callable(f))
