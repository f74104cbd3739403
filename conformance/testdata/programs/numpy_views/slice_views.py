# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(10)
s = a[2:6]
s[0] = 100
print(a)
print(s.base is a, a.base is None)
c = a[2:6].copy()
c[:] = -1
print(a[2:6], c)
m = np.zeros((3, 3))
row = m[1]
row += 5
print(m)
col = m[:, 2]
col[:] = [7, 8, 9]
print(m)
