# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[2, 1], [1, 1]])
print(np.linalg.matrix_power(A, 0), np.linalg.matrix_power(A, 3))
print(np.round(np.linalg.matrix_power(A.astype(float), -1), 8))
B = np.arange(6).reshape(2, 3)
C = np.arange(6).reshape(3, 2)
print(np.linalg.multi_dot([A, B, C]))
print(np.dot(np.dot(A, B), C))
