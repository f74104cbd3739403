# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[1.0, 2.0], [2.0, 4.0]])
try:
    np.linalg.solve(A, np.array([1.0, 2.0]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    np.linalg.det(np.array([1, 2, 3]))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
print(np.linalg.det(A))
print(issubclass(np.linalg.LinAlgError, ValueError))
