# krait-run: --allow-import numpy.*
import numpy as np
t = np.arange(24).reshape(2, 3, 4)
print(t.sum(axis=(1, 2)), t.mean(axis=-1).shape, t.max(axis=(0, 1)))
print(t.swapaxes(0, 2).shape, np.transpose(t, (1, 0, 2)).shape)
print(t.reshape(6, 4)[::2].sum(axis=0))
print(np.concatenate([t, t], axis=2).shape, np.stack([t, t], axis=-1).shape)
print(t[:, :, ::-1][0, 0], t.min(axis=2, keepdims=True).shape)
