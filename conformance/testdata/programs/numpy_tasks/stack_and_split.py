# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(np.stack([a, b]))
print(np.stack([a, b], axis=1))
print(np.concatenate([a, b]))
print(np.hstack([a, b]), np.vstack([a, b]).shape)
print(np.column_stack([a, b]))
parts = np.split(np.arange(9), 3)
print(parts)
print(np.array_split(np.arange(10), 3))
