# krait-run: --allow-import numpy.*
import numpy as np
m = np.arange(1, 10).reshape(3, 3)
print(np.triu(m))
print(np.tril(m))
print(np.triu(m, 1), np.tril(m, -1))
print(np.diag(m), np.diag(m, 1), np.diag(m, -1))
print(np.diag([1, 2, 3], 1))
print(np.eye(3, k=1))
print(np.tri(3, dtype=int))
print(np.diagonal(m), np.trace(m))
print(np.triu_indices(3))
print(m[np.triu_indices(3, 1)])
print(np.fill_diagonal(m.copy(), 0) if hasattr(np, "fill_diagonal") else None)
