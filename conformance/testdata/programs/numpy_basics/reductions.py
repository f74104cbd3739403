# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[1, 2, 3], [4, 5, 6]])
print(a.sum(), a.sum(axis=0), a.sum(axis=1))
print(a.mean(), a.mean(axis=0), a.mean(axis=1))
print(a.min(), a.max(), a.min(axis=0), a.max(axis=1))
print(a.argmin(), a.argmax(), a.argmax(axis=0))
print(a.prod(), a.prod(axis=1))
print(a.std(), a.var(), a.std(axis=0))
print(a.cumsum(), a.cumsum(axis=1))
print(a.cumprod())
print(np.sum(a, axis=1, keepdims=True))
print(a.any(), a.all(), (a > 3).any(axis=0), (a > 0).all())
