# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[4.0, 1.0], [2.0, 3.0]])
vals, vecs = np.linalg.eig(A)
order = np.argsort(vals)
print(np.round(vals[order], 6))
for v, vec in zip(vals, vecs.T):
    print(np.allclose(A @ vec, v * vec))
S = np.array([[2.0, -1.0, 0.0], [-1.0, 2.0, -1.0], [0.0, -1.0, 2.0]])
w = np.linalg.eigvalsh(S)
print(np.round(w, 6))
print(round(w.sum(), 10), np.trace(S))
