# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(a.dot(b), np.dot(a, b), a @ b, np.inner(a, b), np.vdot(a, b), (a * b).sum())
M = np.arange(6).reshape(2, 3)
print(M.dot(a), M @ a, np.matmul(M, a))
print(np.tensordot(M, M, axes=([1], [1])))
print(np.einsum('ij,j->i', M, a), np.einsum('i,i', a, b), np.einsum('ij->ji', M).shape)
