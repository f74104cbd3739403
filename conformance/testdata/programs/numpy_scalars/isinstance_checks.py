# krait-run: --allow-import numpy.*
import numpy as np
vals = [np.float64(1), np.int64(1), np.bool_(True), np.complex128(1j), 1, 1.0, True]
for v in vals:
    print(type(v).__name__, isinstance(v, np.number), isinstance(v, np.integer), isinstance(v, np.floating), isinstance(v, (int, float)), isinstance(v, np.generic))
print(np.issubdtype(np.float64, np.floating), np.issubdtype(np.int64, np.integer), np.issubdtype(np.int64, np.floating))
print(np.issubdtype(np.array([1.0]).dtype, np.number), np.issubdtype(np.array(["a"]).dtype, np.number))
print(np.dtype("float64") == np.float64, np.dtype(int), np.dtype("int64").name, np.dtype(float).kind, np.dtype(bool))
print(np.array([1]).dtype == "int64", np.array([1.0]).dtype == float)
