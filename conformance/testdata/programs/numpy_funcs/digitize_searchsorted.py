# krait-run: --allow-import numpy.*
import numpy as np
ages = np.array([5, 17, 25, 42, 67, 80])
bins = np.array([0, 18, 35, 65, 100])
idx = np.digitize(ages, bins)
print(idx)
labels = np.array(["child", "young", "adult", "senior"])
print(labels[idx - 1])
print(np.digitize([1.5, 2.5], [1, 2, 3], right=True))
print(np.searchsorted(bins, 30))
print(np.searchsorted([1, 2, 2, 3], 2, side="left"), np.searchsorted([1, 2, 2, 3], 2, side="right"))
