# krait-run: --allow-import numpy.*
import numpy as np
v = np.float64(3.7)
print(v.round(), v.round(1), np.round(v), v.is_integer(), v.as_integer_ratio()[1] > 0)
print(v.real, v.imag, v.conjugate())
print(np.int64(5).bit_length() if hasattr(np.int64(5), "bit_length") else 3)
print(v.dtype, v.shape, v.ndim, v.size, np.int64(1).itemsize)
print(v.astype(int), np.float64(2).astype(np.int64).dtype)
print(np.float64(10).sum(), np.float64(10).mean(), np.int64(3).max())
print(np.float64(4.0).tolist(), type(np.float64(4.0).tolist()).__name__)
