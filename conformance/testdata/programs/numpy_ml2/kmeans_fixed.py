# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[1.0, 1.0], [1.5, 2.0], [3.0, 4.0], [5.0, 7.0], [3.5, 5.0], [4.5, 5.0], [3.5, 4.5]])
C = X[[0, 3]].copy()
for it in range(10):
    d = np.linalg.norm(X[:, None, :] - C[None, :, :], axis=2)
    labels = d.argmin(axis=1)
    newC = np.array([X[labels == k].mean(axis=0) for k in range(2)])
    if np.allclose(newC, C):
        break
    C = newC
print(it, labels)
print(np.round(C, 4))
