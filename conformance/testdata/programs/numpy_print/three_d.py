# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a)
print(repr(a))
b = np.arange(8.0).reshape(2, 2, 2) / 4
print(b)
print(np.zeros((2, 1, 3)))
print(np.arange(16).reshape(2, 2, 2, 2))
