# krait-run: --allow-import numpy.*
import numpy as np
M = np.array([[3.0, 0.0], [0.0, 4.0], [0.0, 0.0]])
U, s, Vt = np.linalg.svd(M)
print(np.round(s, 8))
print(U.shape, s.shape, Vt.shape)
U2, s2, Vt2 = np.linalg.svd(M, full_matrices=False)
print(U2.shape, Vt2.shape)
print(np.allclose(U2 @ np.diag(s2) @ Vt2, M))
print(np.round(np.linalg.svd(np.array([[1.0, 2.0], [3.0, 4.0]]), compute_uv=False), 6))
print(np.linalg.matrix_rank(np.array([[1, 2], [2, 4]])))
