# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[2.0, 1.0], [1.0, 3.0]])
B = np.array([[1.0, 0.0], [0.0, 1.0]])
X = np.linalg.solve(A, B)
print(np.round(X, 6), np.allclose(X, np.linalg.inv(A)))
print(np.round(np.linalg.solve(A, np.array([[1.0], [2.0]])), 6))
print(round(np.linalg.det(np.eye(3) * 2), 6), np.linalg.slogdet(A))
print(np.round(np.linalg.multi_dot([A, A, A]), 6))
