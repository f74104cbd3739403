# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([2, 4, 4, 5, 7, 7, 7, 9])
xs = np.sort(data)
cdf = np.arange(1, len(xs) + 1) / len(xs)
print(xs, cdf)
vals, counts = np.unique(data, return_counts=True)
print(vals, np.cumsum(counts) / counts.sum())
print(np.searchsorted(xs, 7, side="right") / len(xs))
