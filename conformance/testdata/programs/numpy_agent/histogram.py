# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5])
counts, edges = np.histogram(data, bins=5)
print(counts)
print(edges)
counts2, edges2 = np.histogram(data, bins=[0, 2, 4, 6])
print(counts2, edges2)
print(np.bincount(data))
print(np.bincount(data, minlength=8))
h, e = np.histogram([0.5, 1.5, 2.5, 2.7], bins=3, range=(0, 3))
print(h, e)
d, e = np.histogram(data, bins=5, density=True)
print(d)
