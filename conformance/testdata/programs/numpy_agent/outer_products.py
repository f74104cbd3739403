# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(1, 4)
b = np.arange(1, 5)
table = np.outer(a, b)
print(table)
print(np.multiply.outer(a, b).sum())
print(np.add.outer(a, a))
print(a[:, None] * b[None, :])
print(np.kron(np.eye(2, dtype=int), np.array([[1, 2], [3, 4]])))
