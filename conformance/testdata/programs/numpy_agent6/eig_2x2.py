# krait-run: --allow-import numpy.*
import numpy as np
for M in ([[2.0, 1.0], [1.0, 2.0]], [[1, 0.8], [0.8, 1]], [[1, -0.3], [-0.3, 1]], [[5, 4], [1, 5]], [[2, 3], [0.5, 2]], [[3, 1e-3], [2e3, 3]], [[1,2],[3,4]], [[0, 1], [1, 0]], [[4, 2.5], [2.5, 4]], [[1, 1e-20], [1e-20, 1]], [[2,0],[0,2]], [[0,-1],[1,0]]):
    w, v = np.linalg.eig(np.array(M, dtype=float))
    print(repr(w), repr(v))
    print(np.linalg.eigvals(np.array(M)).tolist(), w.tolist(), v.tolist())
c = np.corrcoef([[1, 2, 3, 4, 5], [2, 4, 5, 4, 5]])
print(np.linalg.eig(c))
