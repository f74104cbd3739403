# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[4.0, 2.0, 0.6], [2.0, 5.0, 1.0], [0.6, 1.0, 3.0]])
L = np.linalg.cholesky(A)
print(np.round(L, 6))
print(np.allclose(L @ L.T, A))
b = np.array([1.0, 2.0, 3.0])
y = np.linalg.solve(L, b)
x = np.linalg.solve(L.T, y)
print(np.round(x, 6), np.allclose(A @ x, b))
try:
    np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
