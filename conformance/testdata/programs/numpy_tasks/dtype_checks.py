# krait-run: --allow-import numpy.*
import numpy as np
arrs = [np.array([1, 2]), np.array([1.0, 2]), np.array([True]), np.array(['a']), np.array([1 + 2j])]
for a in arrs:
    print(a.dtype, a.dtype.kind, a.itemsize, a.dtype.name)
print(np.issubdtype(arrs[0].dtype, np.integer), np.issubdtype(arrs[1].dtype, np.floating))
print(np.issubdtype(arrs[0].dtype, np.number), np.issubdtype(arrs[2].dtype, np.bool_))
print(arrs[0].astype(float).dtype, arrs[1].astype(int))
