# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([[3, 7, 1], [9, 2, 8], [4, 6, 5]])
print(np.ptp(data), np.ptp(data, axis=0), data.ptp(axis=1))
print(np.percentile(data, 50), np.percentile(data, [10, 90], axis=0))
print(np.quantile(data.ravel(), 0.25), np.median(data, axis=1))
x = np.array([1.0, np.nan, 3.0, 4.0])
print(np.nanpercentile(x, 50), np.nanmedian(x), np.nanquantile(x, [0.25, 0.75]))
