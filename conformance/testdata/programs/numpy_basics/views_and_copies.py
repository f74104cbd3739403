# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(10)
v = a[2:6]
v[0] = 100
print(a)
c = a[[1, 2, 3]]
c[0] = -1
print(a)
b = a.copy()
b[:] = 0
print(a, b)
m = np.zeros((3, 3))
m[1] = 5
m[:, 2] = [1, 2, 3]
print(m)
row = m[0]
row += 1
print(m)
print(v.base is a, c.base is None)
