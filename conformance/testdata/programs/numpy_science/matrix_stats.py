# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([[2.5, 2.4], [0.5, 0.7], [2.2, 2.9], [1.9, 2.2], [3.1, 3.0], [2.3, 2.7], [2.0, 1.6], [1.0, 1.1], [1.5, 1.6], [1.1, 0.9]])
centered = data - data.mean(axis=0)
cov = np.cov(centered.T)
print(np.round(cov, 6))
vals, vecs = np.linalg.eigh(cov)
print(np.round(vals, 6))
order = np.argsort(vals)[::-1]
print(order)
print(np.round(vals[order] / vals.sum(), 4))
