# krait-run: --allow-import numpy.*
import numpy as np
a = np.zeros(8, dtype=int)
a[2] = 5
a[4:6] = 9
a[[0, 7]] = 1
print(a)
a[a == 9] = -9
print(a)
b = np.arange(12).reshape(3, 4)
b[b > 6] = 0
print(b)
b[1, :] = [7, 7, 7, 7]
print(b)
b[:, 0] = np.array([10, 20, 30])
print(b)
f = np.array([1.5, 2.5, 3.5])
f[0] = 7
f[1:] = 0.25
print(f)
i = np.array([1, 2, 3])
i[0] = 9.9
print(i)
