# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(24)
b = a.reshape(2, 3, 4)
print(b.shape, b.ndim)
print(b.sum(axis=(1, 2)))
print(b.transpose(1, 0, 2).shape)
print(b.reshape(-1, 6))
print(np.concatenate([a[:3], a[-3:]]))
print(np.stack([a[:4], a[4:8]], axis=1))
print(np.split(a[:9], 3))
print(np.tile([1, 2], 3), np.repeat([1, 2], 3))
print(b[1, :, ::2])
print(np.flatnonzero(a % 7 == 0))
