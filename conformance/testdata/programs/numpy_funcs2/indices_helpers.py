# krait-run: --allow-import numpy.*
import numpy as np
print(np.diag_indices(3))
a = np.zeros((3, 3), dtype=int)
a[np.diag_indices_from(a)] = 7
print(a)
print(np.tril_indices(3))
print(np.triu_indices_from(a, k=1))
m = np.arange(9).reshape(3, 3)
print(m[np.tril_indices_from(m)])
print(np.ravel_multi_index(([0, 1, 2], [2, 1, 0]), (3, 3)))
print(np.diagflat([1, 2]), np.diagflat([[1, 2]], 1))
print(np.index_exp[1:3], np.s_[::2])
