# krait-run: --allow-import numpy.*
import numpy as np
dense = np.zeros((4, 5))
rows = np.array([0, 1, 3, 3])
cols = np.array([1, 4, 0, 2])
vals = np.array([2.5, -1.0, 7.0, 3.0])
dense[rows, cols] = vals
print(dense)
print("nnz:", np.count_nonzero(dense), "density:", np.count_nonzero(dense) / dense.size)
r, c = dense.nonzero()
print(list(zip(r.tolist(), c.tolist(), dense[r, c].tolist())))
