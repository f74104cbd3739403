# krait-run: --allow-import numpy.*
import numpy as np
m = np.arange(1, 17).reshape(4, 4)
print(np.triu(m))
print(np.tril(m, -1))
print(np.diag(m), np.diag(m, 1), np.diag([1, 2, 3]))
print(np.trace(m), np.trace(m, offset=1))
print(np.tri(3, dtype=int))
print(np.eye(3, k=1, dtype=int), np.identity(2))
