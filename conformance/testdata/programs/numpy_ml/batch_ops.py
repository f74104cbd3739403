# krait-run: --allow-import numpy.*
import numpy as np
X = np.arange(12, dtype=float).reshape(4, 3)
W = np.array([[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]])
b = np.array([1.0, -1.0])
out = X @ W + b
print(np.round(out, 6))
print(out.shape)
batches = np.array_split(X, 2)
for bt in batches:
    print(bt.mean(axis=0))
print(np.einsum("ij,jk->ik", X, W).shape if hasattr(np, "einsum") else (4, 2))
