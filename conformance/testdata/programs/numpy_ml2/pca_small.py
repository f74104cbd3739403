# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[2.5, 2.4], [0.5, 0.7], [2.2, 2.9], [1.9, 2.2], [3.1, 3.0], [2.3, 2.7], [2.0, 1.6], [1.0, 1.1], [1.5, 1.6], [1.1, 0.9]])
Xc = X - X.mean(axis=0)
C = np.cov(Xc, rowvar=False)
print(np.round(C, 6))
w, V = np.linalg.eigh(C)
order = np.argsort(w)[::-1]
w = w[order]
print(np.round(w, 6))
print(np.round(w / w.sum(), 6))
proj = Xc @ V[:, order[0]]
print(np.round(np.abs(proj), 4))
