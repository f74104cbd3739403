# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[1.0, 2.0], [2.0, 4.0]])
try:
    np.linalg.inv(A)
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.solve(A, [1, 2])
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
print(np.linalg.det(A))
print(np.linalg.matrix_rank(A))
print(np.round(np.linalg.pinv(A), 6))
try:
    np.linalg.inv(np.ones((2, 3)))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
