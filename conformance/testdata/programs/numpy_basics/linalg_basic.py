# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[4.0, 7.0], [2.0, 6.0]])
print(np.linalg.inv(A))
print(np.linalg.det(A))
b = np.array([1.0, 2.0])
print(np.linalg.solve(A, b))
print(np.allclose(A @ np.linalg.inv(A), np.eye(2)))
print(np.dot(A, b), A.dot(b))
print(np.linalg.norm(b), np.linalg.norm(A))
print(np.matmul(A, A))
print(np.trace(A), np.diag(A), np.diag([1, 2]))
print(np.outer([1, 2], [3, 4]))
print(np.cross([1, 0, 0], [0, 1, 0]))
