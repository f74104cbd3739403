# krait-run: --allow-import numpy.*
import numpy as np
flat = np.arange(1, 13)
by_quarter = flat.reshape(4, 3)
print(by_quarter)
print(by_quarter.sum(axis=1), by_quarter.mean(axis=1).round(2))
by_half = flat.reshape(2, -1)
print(by_half.max(axis=1))
cube = flat.reshape(2, 2, 3)
print(cube.sum(axis=(1, 2)), cube[:, 0, :])
print(np.swapaxes(cube, 0, 2).shape)
