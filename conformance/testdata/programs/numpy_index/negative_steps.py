# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(10)
print(a[::-2], a[-2:-8:-2], a[8:2:-3], a[5:1], a[-100:100])
m = np.arange(20).reshape(4, 5)
print(m[::-1, ::-1])
print(m[-1:-3:-1, 1::2])
print(m[1:-1, 1:-1])
v = m[::2, ::-1]
v[0, 0] = -1
print(m[0])
