# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a.sum(axis=(0, 2)), a.sum(axis=(1, 2)), a.sum(axis=(0, 1)))
print(a.mean(axis=(1, 2)))
print(a.sum(axis=-1))
print(a.max(axis=(0, 2)))
print(np.sum(a, axis=0).shape, np.sum(a, axis=(0, 1, 2)))
print(a.std(axis=(0, 1)))
b = np.arange(10.0)
print(b[::2].sum(), b[1::3].mean())
