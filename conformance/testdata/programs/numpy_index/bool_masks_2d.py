# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[1, -2, 3], [-4, 5, -6]])
mask = m > 0
print(mask)
print(m[mask])
m2 = m.copy()
m2[~mask] = 0
print(m2)
print(m[mask.any(axis=1)])
print(m[:, mask[0]])
print(np.where(mask, m, -m))
print(m[m.sum(axis=1) > 0])
rows_ok = np.all(m > -5, axis=1)
print(rows_ok, m[rows_ok])
