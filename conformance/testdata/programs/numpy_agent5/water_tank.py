# krait-run: --allow-import numpy.*
import numpy as np
inflow = np.array([5, 3, 0, 0, 8, 2, 1, 0])
outflow = np.array([2, 2, 3, 4, 1, 1, 3, 2])
level = np.cumsum(inflow - outflow) + 10
print(level)
print("min level:", level.min(), "at hour", level.argmin())
print("hours below 10:", np.sum(level < 10))
print("overflow hours:", np.flatnonzero(level > 15).tolist())
