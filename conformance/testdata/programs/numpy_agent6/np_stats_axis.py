# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([[5, 3, 8], [2, 9, 4], [7, 1, 6], [3, 3, 3]])
print("col means:", data.mean(axis=0))
print("row sums:", data.sum(axis=1))
print("col std:", data.std(axis=0).round(4))
print("medians:", np.median(data, axis=0))
print("var:", np.var(data, axis=1, ddof=1).round(4))
print("min idx:", data.argmin(axis=0))
print("sorted rows:", np.sort(data, axis=1))
print("percentile 75 per col:", np.percentile(data, 75, axis=0))
print(np.count_nonzero(data > 4, axis=0))
print(np.ptp(data, axis=0))
