# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a[..., 1])
print(a[0, ...])
print(a[..., 1:3].shape, a[:, np.newaxis].shape, a[..., None].shape)
print(a[1, ..., 2])
x = np.array([1, 2, 3])
print(x[:, None] * x[None, :])
print(x[np.newaxis, :].shape, x[:, np.newaxis].shape)
