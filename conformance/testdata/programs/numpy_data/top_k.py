# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([4, 1, 9, 7, 3, 9, 2])
k = 3
idx = np.argsort(x)[-k:][::-1]
print(idx, x[idx])
print(np.sort(x)[-k:])
print(np.argsort(-x, kind="stable")[:k])
print(np.unique(x)[-k:])
m = np.array([[3, 1, 2], [9, 8, 7]])
print(np.argsort(m, axis=1)[:, -2:], np.sort(m, axis=1)[:, ::-1][:, :2])
