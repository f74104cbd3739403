# krait-run: --allow-import numpy.*
import numpy as np
M = np.array([[4.0, -2.0], [1.0, 1.0]])
vals, vecs = np.linalg.eig(M)
print(np.round(vals, 6))
print(np.round(vecs, 6))
S = np.array([[2.0, 0.5], [0.5, 1.0]])
w, v = np.linalg.eigh(S)
print(np.round(w, 6))
print(np.round(v, 6))
U, s, Vt = np.linalg.svd(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(np.round(s, 6))
print(np.round(np.linalg.pinv(np.array([[1.0, 2.0], [2.0, 4.0]])), 6))
print(np.linalg.norm(np.array([3.0, 4.0])), np.linalg.cond(np.array([[1.0, 2.0], [3.0, 4.0]])).round(6))
