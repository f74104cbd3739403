# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3])
print(np.cumsum(x))
print(np.cumprod(x[:6]))
print(np.maximum.accumulate(x))
print(np.minimum.accumulate(x))
running_mean = np.cumsum(x) / np.arange(1, len(x) + 1)
print(np.round(running_mean, 3))
