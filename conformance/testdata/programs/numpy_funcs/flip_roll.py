# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6)
print(np.flip(a), np.roll(a, 2), np.roll(a, -1))
m = np.arange(6).reshape(2, 3)
print(np.flip(m), np.flip(m, axis=0), np.flip(m, 1))
print(np.roll(m, 1), np.roll(m, 1, axis=1), np.roll(m, 1, axis=0))
print(np.rot90(m), np.rot90(m, 2), np.rot90(m, -1))
print(np.moveaxis(np.zeros((2, 3, 4)), 0, -1).shape)
print(np.atleast_2d([1, 2]), np.atleast_1d(5), np.atleast_3d(np.ones((2, 2))).shape)
