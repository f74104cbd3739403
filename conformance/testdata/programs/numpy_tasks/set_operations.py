# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3, 4, 5, 6])
b = np.array([4, 5, 6, 7, 8])
print(np.intersect1d(a, b))
print(np.union1d(a, b))
print(np.setdiff1d(a, b), np.setdiff1d(b, a))
print(np.setxor1d(a, b))
print(np.isin(a, b))
print(np.in1d([1, 9], a))
