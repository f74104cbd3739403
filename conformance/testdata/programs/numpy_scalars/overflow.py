# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([2**62, 2**62])
print(a * 2)
print(a.sum())
print(np.int64(2**62) + np.int64(2**62) < 0)
x = np.array([1e308])
print(x * 10)
print(np.float64(1e308) * 10)
print(np.exp(np.array([710.0])))
print(np.array([255], dtype=np.int64) + 1)
