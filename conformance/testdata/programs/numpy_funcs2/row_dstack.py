# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(np.row_stack([a, b]))
print(np.dstack([a, b]), np.dstack([a, b]).shape)
x = np.arange(16).reshape(2, 2, 4)
print(np.dsplit(x, 2)[1])
print(np.rollaxis(x, 2).shape, np.rollaxis(x, 2, 1).shape)
