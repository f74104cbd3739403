# krait-run: --allow-import numpy.*
import numpy as np
# 2x + 3y - z = 5 ; 4x + y + 2z = 6 ; -x + 2y + 3z = 4
A = np.array([[2, 3, -1], [4, 1, 2], [-1, 2, 3]])
b = np.array([5, 6, 4])
x = np.linalg.solve(A, b)
print("Solution:", x)
print("Check:", np.allclose(A @ x, b))
print("det:", round(np.linalg.det(A), 6))
print(np.round(np.linalg.inv(A), 6))
