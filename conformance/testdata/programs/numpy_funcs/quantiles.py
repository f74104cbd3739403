# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([7, 1, 3, 9, 5, 11, 2])
print(np.percentile(a, 50), np.percentile(a, [0, 100]))
print(np.quantile(a, [0.1, 0.9]))
print(np.percentile(a, 33, method="lower"), np.percentile(a, 33, method="higher"), np.percentile(a, 33, method="nearest"), np.percentile(a, 33, method="midpoint"))
m = np.arange(12).reshape(3, 4)
print(np.median(m, axis=0), np.median(m, axis=1))
print(np.percentile(m, 50, axis=1))
print(np.percentile(m, [25, 75], axis=0))
print(np.nanpercentile(np.array([1.0, np.nan, 3.0]), 50))
