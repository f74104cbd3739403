# krait-run: --allow-import numpy.*
import numpy as np
# 2x + y = 5, x - y = 1
A = np.array([[2, 1], [1, -1]])
b = np.array([5, 1])
x = np.linalg.solve(A, b)
print("Solution:", x)
print("x =", x[0], "y =", x[1])
print(np.allclose(A @ x, b))
A3 = np.array([[3.0, 2.0, -1.0], [2.0, -2.0, 4.0], [-1.0, 0.5, -1.0]])
b3 = np.array([1.0, -2.0, 0.0])
print(np.round(np.linalg.solve(A3, b3), 6))
