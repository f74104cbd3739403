# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
a += 1
print(a)
try:
    a += 1.5
except TypeError as e:
    print(type(e).__name__, e)
b = np.array([1.0, 2.0])
b += 1
b *= 2
b /= 4
print(b)
c = np.array([1, 2, 3])
c //= 2
print(c)
try:
    c /= 2
except TypeError as e:
    print(type(e).__name__, e)
