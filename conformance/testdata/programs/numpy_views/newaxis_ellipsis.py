# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a[..., 1])
print(a[0, ...].shape, a[..., None].shape, a[:, np.newaxis].shape)
print(a[1, :, ::2])
print(a[:, -1, -1], a[-1, -1, -1])
x = np.arange(3)
print(x[:, None] * x[None, :])
print(x[None].shape, x[np.newaxis, :, np.newaxis].shape)
