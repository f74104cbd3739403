# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(12).reshape(2, 2, 3)
b = np.arange(12).reshape(2, 3, 2)
print(a @ b)
print(np.matmul(a, b).shape)
print(np.matmul(np.ones((3, 2, 2)), np.eye(2)).shape)
v = np.array([1, 2, 3])
print(a @ v, v @ b)
print(np.dot(a[0], b[0]))
