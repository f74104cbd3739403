# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3, 4])
print(a.sum(dtype=float), a.mean(dtype=float), np.sum(a, dtype=np.int64))
b = np.array([True, True, False])
print(b.sum(), np.sum(b), b.mean(), np.cumsum(b))
print(np.prod(np.array([1.5, 2.0])), np.prod([], dtype=int))
print(np.sum([[1, 2], [3, 4]], axis=0, dtype=float))
print(np.mean(np.array([[1, 2], [3, 4]]), axis=1, dtype=float))
