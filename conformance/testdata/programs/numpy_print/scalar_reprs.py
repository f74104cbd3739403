# krait-run: --allow-import numpy.*
import numpy as np
vals = [np.float64(0.1), np.float64(1e16), np.float64(1e-7), np.float64(123456789.123), np.float64(-0.0)]
for v in vals:
    print(v, repr(v), str(v))
print(np.int64(-5), np.bool_(False), np.complex128(1 - 1j))
print(np.float64(2) ** 0.5, np.sqrt(2))
print(np.array([1.0, 2.0]).sum(), np.array([0.1] * 3).sum())
print(np.pi, np.e)
print(np.mean([1, 2]), np.median([1, 2, 3, 4]))
