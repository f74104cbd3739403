# krait-run: --allow-import numpy.*
import numpy as np
S = np.array([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]])
w, v = np.linalg.eigh(S)
print(np.round(w, 8))
print(np.allclose(S @ v, v * w))
print(np.round(np.abs(v[:, -1]), 6))
print(np.allclose(v.T @ v, np.eye(3)))
w2 = np.linalg.eigvals(S)
print(np.round(np.sort(w2), 8))
