# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(12).reshape(3, 4)
b = a.T
b[0, 0] = 100
print(a[0, 0])
r = a.reshape(4, 3)
r[0, 0] = 200
print(a[0, 0])
f = a.ravel()
f[1] = 300
print(a[0, 1])
c = a.flatten()
c[2] = 400
print(a[0, 2])
s = a[1]
s *= 2
print(a)
print(np.shares_memory(a, b), np.shares_memory(a, c))
x = np.arange(5)
y = x[1:4]
x[2] = 99
print(y)
