# krait-run: --allow-import numpy.*
import numpy as np
M = np.array([[3.0, 4.0], [1.0, 1.0], [0.0, 5.0]])
norms = np.linalg.norm(M, axis=1, keepdims=True)
print(np.round(M / norms, 6))
print(np.round(M / M.sum(axis=1)[:, np.newaxis], 6))
col_std = (M - M.mean(axis=0)) / M.std(axis=0)
print(np.round(col_std, 6))
print(np.round(M.mean(axis=0), 6), np.round(M.std(axis=0), 6))
