# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[3.0, 1.0], [1.0, 3.0], [1.0, 1.0]])
Q, R = np.linalg.qr(A)
print(Q.shape, R.shape, np.allclose(Q @ R, A), np.allclose(Q.T @ Q, np.eye(2)))
U, s, Vt = np.linalg.svd(A)
print(U.shape, np.round(s, 6), Vt.shape)
U2, s2, Vt2 = np.linalg.svd(A, full_matrices=False)
print(U2.shape, np.allclose(U2 @ np.diag(s2) @ Vt2, A))
print(np.round(np.linalg.svd(A, compute_uv=False), 6))
print(np.round(np.linalg.norm(A, 2), 6), np.round(s[0], 6))
