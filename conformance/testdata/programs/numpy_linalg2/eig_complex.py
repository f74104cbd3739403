# krait-run: --allow-import numpy.*
import numpy as np
R = np.array([[0.0, -1.0], [1.0, 0.0]])
w, v = np.linalg.eig(R)
print(w)
print(np.round(np.abs(v), 6))
print(w.dtype, np.allclose(R @ v, v * w))
print(np.round(np.linalg.eigvals(np.array([[1.0, 2.0], [3.0, 4.0]])), 8))
