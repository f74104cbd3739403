# krait-run: --allow-import numpy.*
import numpy as np
m = np.zeros((3, 4), dtype=int)
m[:] = np.arange(4)
print(m)
m[:, 1:3] = [[1, 2], [3, 4], [5, 6]]
print(m)
m[1] = 9
print(m)
m[m > 5] = -1
print(m)
m[::2, ::3] = 0
print(m)
try:
    m[:, 0] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
