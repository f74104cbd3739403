# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[25.0, 15.0, -5.0], [15.0, 18.0, 0.0], [-5.0, 0.0, 11.0]])
L = np.linalg.cholesky(A)
print(L)
print(np.allclose(L @ L.T, A))
y = np.linalg.solve(L, np.array([1.0, 2.0, 3.0]))
x = np.linalg.solve(L.T, y)
print(np.round(x, 8), np.allclose(A @ x, [1, 2, 3]))
