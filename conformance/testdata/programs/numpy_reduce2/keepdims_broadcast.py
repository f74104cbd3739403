# krait-run: --allow-import numpy.*
import numpy as np
x = np.arange(12, dtype=float).reshape(3, 4)
m = x.mean(axis=1, keepdims=True)
print(m, m.shape)
print(x - m)
s = x.std(axis=0, keepdims=True)
print(np.round((x - x.mean(axis=0, keepdims=True)) / s, 4))
print(x.max(axis=1, keepdims=True).shape, x.argmax(axis=1))
print(np.any(x > 10, axis=1, keepdims=True))
