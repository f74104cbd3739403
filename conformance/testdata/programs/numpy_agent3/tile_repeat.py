# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
print(np.tile(a, 2), np.tile(a, (2, 2)))
print(np.repeat(a, 2), np.repeat(a, [1, 0, 3]))
m = np.array([[1, 2], [3, 4]])
print(np.repeat(m, 2, axis=0))
print(np.repeat(m, 2, axis=1))
print(np.roll(a, 1), np.roll(m, 1, axis=1), np.roll(m, -1))
