# krait-run: --allow-import numpy.*
import numpy as np
g = np.array([[0, 3, 0], [4, 0, 5], [0, 0, 6]])
print(np.argwhere(g > 0))
r, c = np.nonzero(g)
print(r, c, g[r, c])
print(np.count_nonzero(g, axis=0), np.count_nonzero(g))
print(np.transpose(np.nonzero(g)))
print(np.flatnonzero(g))
