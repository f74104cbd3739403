# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[0, 1, 0], [2, 0, 3]])
print(np.nonzero(m))
print(np.argwhere(m))
print(np.transpose(np.nonzero(m)))
print(np.flatnonzero(m))
print(m[np.nonzero(m)])
print(np.count_nonzero(m), np.count_nonzero(m, axis=0), np.count_nonzero(m, axis=1))
