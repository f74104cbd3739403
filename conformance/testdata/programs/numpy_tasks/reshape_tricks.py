# krait-run: --allow-import numpy.*
import numpy as np
x = np.arange(24)
print(x.reshape(2, 3, 4).shape, x.reshape(4, -1).shape, x.reshape(-1, 2, 2).shape)
y = x.reshape(2, 3, 4)
print(y.sum(axis=(0, 2)))
print(y.transpose(2, 0, 1).shape, np.moveaxis(y, 0, -1).shape)
print(y[..., 0])
print(y[:, None, :, 0].shape)
print(np.expand_dims(x[:3], 0), np.squeeze(np.ones((1, 3, 1))).shape)
