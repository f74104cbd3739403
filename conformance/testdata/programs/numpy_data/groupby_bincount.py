# krait-run: --allow-import numpy.*
import numpy as np
categories = np.array([0, 1, 0, 2, 1, 0, 2, 2])
values = np.array([10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0])
sums = np.bincount(categories, weights=values)
counts = np.bincount(categories)
print(sums, counts, sums / counts)
labels = np.array(["a", "b", "a", "c", "b", "a", "c", "c"])
u, inv = np.unique(labels, return_inverse=True)
print(u, np.bincount(inv, weights=values))
for k in u:
    print(k, values[labels == k].sum(), values[labels == k].mean())
