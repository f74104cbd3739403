# krait-run: --allow-import numpy.*
import numpy as np
print(np.trim_zeros(np.array([0, 0, 1, 2, 0, 3, 0])))
print(np.trim_zeros(np.array([0, 1, 0]), "f"))
print(np.pad(np.array([1, 2, 3]), 2))
print(np.pad(np.array([1, 2, 3]), (1, 2), constant_values=9))
print(np.pad(np.arange(4).reshape(2, 2), 1))
print(np.pad(np.array([1, 2, 3]), 2, mode="edge"))
print(np.pad(np.array([1, 2, 3]), 2, mode="reflect"))
