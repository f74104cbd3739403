# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([3, 8, 1, 9, 4, 7, 2, 6], dtype=float)
w = 3
windows = np.array([x[i:i + w] for i in range(len(x) - w + 1)])
print(windows)
print(windows.mean(axis=1).round(3), windows.max(axis=1), windows.min(axis=1))
print(np.convolve(x, np.ones(w), "valid") / w)
ewm = np.zeros_like(x)
alpha = 0.5
ewm[0] = x[0]
for i in range(1, len(x)):
    ewm[i] = alpha * x[i] + (1 - alpha) * ewm[i - 1]
print(ewm)
