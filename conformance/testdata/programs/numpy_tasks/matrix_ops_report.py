# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[1, 2], [3, 4]])
B = np.array([[5, 6], [7, 8]])
print("A+B=\n", A + B)
print("A*B=\n", A * B)
print("A@B=\n", A @ B)
print("dot:", np.dot(A, B).tolist())
print("kron:\n", np.kron(A, np.eye(2, dtype=int)))
print("outer:", np.outer([1, 2], [3, 4]).ravel())
print("inner:", np.inner(A, B))
