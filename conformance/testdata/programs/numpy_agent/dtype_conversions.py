# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.7, 2.2, -3.9])
print(a.astype(int))
print(a.astype(np.int64), a.astype("int64").dtype)
print(np.array([1, 0, 2]).astype(bool))
print(np.array([True, False]).astype(float))
print(np.array(["1", "2", "3"]).astype(int) * 2)
print(np.array(["1.5", "2.25"]).astype(float))
print(np.array([1, 2, 3]).astype(str))
print(np.array([1, 2], dtype=float), np.array([1.5], dtype=complex))
print(np.float64(3).is_integer(), np.array([1, 2]).dtype == np.int64)
print(a.dtype.name, a.dtype.kind, a.dtype.itemsize, str(a.dtype))
