# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[3.0, 2.0, -1.0], [2.0, -2.0, 4.0], [-1.0, 0.5, -1.0]])
b = np.array([1.0, -2.0, 0.0])
x = np.linalg.solve(A, b)
print("Solution:", x)
print("Check:", np.allclose(A @ x, b))
print("det:", round(np.linalg.det(A), 6))
print("inv:\n", np.round(np.linalg.inv(A), 4))
w, v = np.linalg.eig(np.array([[2.0, 1.0], [1.0, 2.0]]))
print("eigenvalues:", w)
print("norm:", np.linalg.norm(b), np.linalg.norm(A, "fro").round(4))
print("rank:", np.linalg.matrix_rank(A))
