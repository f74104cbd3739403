# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
a[0] = 7.9
print(a, a.dtype)
a[1:] = [2.5, -2.5]
print(a)
f = np.zeros(3)
f[0] = 5
f[1] = True
print(f)
b = np.array([True, False])
b[1] = 5
print(b)
a += 1
print(a)
try:
    a += 1.5
except Exception as e:
    print(type(e).__name__, e)
