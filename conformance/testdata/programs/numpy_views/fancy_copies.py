# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6)
f = a[[0, 2, 4]]
f[0] = 99
print(a, f)
b = a[a > 2]
b[:] = 0
print(a, b)
a[[0, 2, 4]] = -1
print(a)
a[a < 0] = 42
print(a)
a[[1, 1, 1]] += 1
print(a)
