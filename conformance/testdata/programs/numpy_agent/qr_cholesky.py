# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[4.0, 2.0], [2.0, 3.0]])
L = np.linalg.cholesky(A)
print(np.round(L, 8))
print(np.allclose(L @ L.T, A))
Q, R = np.linalg.qr(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(Q.shape, R.shape)
print(np.allclose(Q @ R, [[1, 2], [3, 4], [5, 6]]))
print(np.round(np.abs(R), 6))
print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10))
