# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[2.0, 0.0], [0.0, 3.0]])
w, v = np.linalg.eig(A)
print(w)
print(v)
S = np.array([[2.0, 1.0], [1.0, 2.0]])
w2, v2 = np.linalg.eigh(S)
print(np.round(w2, 10))
print(np.round(np.abs(v2), 6))
print(np.round(np.linalg.eigvals(np.array([[4.0, 1.0], [2.0, 3.0]])), 8))
print(np.round(np.linalg.eigvalsh(S), 8))
