# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[3.0, 1.0], [1.0, 2.0]])
B = np.array([[9.0, 1.0], [8.0, 0.0]])
print(np.round(np.linalg.solve(A, B), 10))
print(np.round(np.linalg.inv(A) @ np.array([9.0, 8.0]), 10))
x = np.linalg.solve(A, [9, 8])
print(np.allclose(A.dot(x), [9, 8]))
print(np.round(np.linalg.inv(np.eye(3) * 2), 10))
