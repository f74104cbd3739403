# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
print(np.linalg.matrix_rank(A), np.linalg.matrix_rank(np.eye(4)), np.linalg.matrix_rank(np.zeros((3, 3))))
P = np.linalg.pinv(A)
print(np.allclose(A @ P @ A, A))
print(np.round(np.linalg.pinv(np.array([[1.0, 0.0], [0.0, 0.0]])), 8))
print(np.linalg.matrix_rank(np.array([1, 2, 3])))
