# krait-run: --allow-import numpy.*
import numpy as np
m = np.fromfunction(lambda i, j: i * 10 + j, (3, 4), dtype=int)
print(m)
h = np.fromfunction(lambda i, j: 1.0 / (i + j + 1), (3, 3))
print(np.round(h, 4))
print(np.round(np.linalg.cond(h), 4))
print(np.round(np.linalg.inv(h)).astype(int))
