# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([3, 1, 2, 3, 1, 3, 5])
u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
print(u, idx, inv, cnt)
print(u[inv])
print(np.unique([[1, 2], [2, 3]]))
print(np.unique(np.array(['b', 'a', 'b'])), np.unique(np.array([1.5, np.nan, 1.5, np.nan])))
vals, first = np.unique(a[::-1], return_index=True)
print(len(a) - 1 - first)
