# krait-run: --allow-import numpy.*
import numpy as np
R = np.array([[0.0, -1.0], [1.0, 0.0]])
w = np.linalg.eigvals(R)
print(np.sort_complex(w))
print(np.abs(w), w.dtype)
M = np.array([[2.0, 0.0, 0.0], [0.0, 3.0, 4.0], [0.0, 4.0, 9.0]])
print(np.round(np.sort(np.linalg.eigvals(M)), 6))
print(np.round(np.linalg.eigvalsh(M), 6))
