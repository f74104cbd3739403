# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[3, 1, 2], [9, 7, 8], [6, 5, 4]])
print(np.sort(m), np.sort(m, axis=0), np.sort(m, axis=None))
print(np.argsort(m, axis=1))
print(m[np.argsort(m[:, 0])])
print(m[:, np.argsort(m[0])])
print(-np.sort(-m, axis=1))
s = m.copy()
s.sort(axis=0)
print(s)
