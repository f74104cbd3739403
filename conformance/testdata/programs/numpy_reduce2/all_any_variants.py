# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[0, 1, 2], [0, 0, 3]])
print(a.all(), a.any(), a.all(axis=0), a.any(axis=1))
print(np.all([]), np.any([]), np.all([1.0, np.nan]), np.any([0.0, -0.0]))
print((a > -1).all(), np.logical_and.reduce([True, True, False]), np.logical_or.reduce([False, False]))
print(np.all(a == a), np.array_equal(a, a.copy()))
