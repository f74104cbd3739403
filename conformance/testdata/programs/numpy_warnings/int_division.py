# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
with np.errstate(divide='ignore'):
    print(a // 0, a % 0)
print(np.array([0]) / np.array([0]) if False else "skip")
with np.errstate(all='ignore'):
    print(a / 0, -a / 0, np.array([0]) / 0)
print(np.divide(a, 2), np.divide(a, 2.0))
