# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[1.5, 2.5], [3.5, 4.5]])
print(a.item(0), a.item(1, 1), a.item((1, 0)), type(a.item(0)).__name__)
s = a.sum()
print(s.item(), s.dtype, s.shape, s.ndim, s.size)
print(np.int64(5).item(), np.bool_(True).item(), type(np.bool_(True).item()).__name__)
print(np.float64(3.0).is_integer(), np.float64(2.5).as_integer_ratio())
print(s.round(1), s.astype(int), s.tolist())
print(np.float64(7.25).real, np.float64(7.25).imag, np.complex128(1 + 2j).conjugate())
