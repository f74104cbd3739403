# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[1, 2], [3, 4]])
B = np.array([[5, 6], [7, 8]])
print("A + B =\n", A + B)
print("A * B =\n", A * B)
print("A @ B =\n", A @ B)
print("A.T =\n", A.T)
print("det(A) =", np.linalg.det(A))
print("inv(A) =\n", np.linalg.inv(A))
print("trace:", np.trace(A))
print("rank:", np.linalg.matrix_rank(A))
