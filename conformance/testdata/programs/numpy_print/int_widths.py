# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([1, -22, 333, -4444]))
print(np.array([[1, 100], [10000, -5]]))
print(repr(np.array([7, -8, 9])))
print(np.array([2**62, -2**62]))
print(np.array([True, False, True]).reshape(3, 1))
print(np.array([[True, False], [False, False]]))
