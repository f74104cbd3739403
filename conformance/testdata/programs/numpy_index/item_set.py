# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.item(4), a.item((1, 0)), a.item(0, 2))
a[1][2] = 50
print(a)
a[0] = 7
print(a)
a[:] = np.array([1, 2, 3])
print(a)
a.fill(9)
print(a)
z = np.zeros(3)
z[:] = 1, 2, 3
print(z)
