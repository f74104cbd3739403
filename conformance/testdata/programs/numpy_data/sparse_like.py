# krait-run: --allow-import numpy.*
import numpy as np
rows = np.array([0, 1, 2, 0])
cols = np.array([1, 2, 0, 2])
vals = np.array([5.0, 3.0, 1.5, 2.0])
dense = np.zeros((3, 3))
np.add.at(dense, (rows, cols), vals)
print(dense)
print(np.count_nonzero(dense), dense.size)
r, c = np.nonzero(dense)
print(list(zip(r.tolist(), c.tolist(), dense[r, c].tolist())))
