# krait-run: --allow-import numpy.*
import numpy as np
print(np.linalg.det(np.array([[1, 2], [3, 4]])))
print(np.linalg.det(np.eye(3)))
print(np.linalg.det(np.array([[2.0, 0.0], [0.0, 3.0]])))
print(round(np.linalg.det(np.array([[6, 1, 1], [4, -2, 5], [2, 8, 7]])), 6))
print(np.linalg.slogdet(np.array([[2.0, 0.0], [0.0, 3.0]])))
print(np.linalg.det(np.array([[1, 2], [2, 4]])))
