# krait-run: --allow-import numpy.*
import numpy as np
M = np.array([[2, -1, 0], [-1, 2, -1], [0, -1, 2]], dtype=float)
print("Symmetric:", np.allclose(M, M.T))
eig = np.linalg.eigvalsh(M)
print("Eigenvalues:", np.round(eig, 6))
print("Positive definite:", bool(np.all(eig > 0)))
print("Det:", round(np.linalg.det(M), 6))
print("Cond:", round(np.linalg.cond(M), 6))
inv = np.linalg.inv(M)
print(np.round(inv, 6))
print(np.allclose(M @ inv, np.eye(3)))
