# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[3.0, 1.0], [1.0, 2.0]])
b = np.array([1.0, -1.0])
x = np.zeros(2)
for i in range(200):
    g = A @ x - b
    x = x - 0.1 * g
print(np.round(x, 6))
print(np.round(np.linalg.solve(A, b), 6))
print(np.linalg.norm(A @ x - b) < 1e-6)
