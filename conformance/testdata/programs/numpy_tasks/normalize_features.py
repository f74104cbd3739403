# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[1.0, 200.0, 0.5], [2.0, 180.0, 0.7], [3.0, 220.0, 0.2], [4.0, 210.0, 0.9]])
mu = X.mean(axis=0)
sigma = X.std(axis=0)
Z = (X - mu) / sigma
print(np.round(Z, 4))
print(np.round(Z.mean(axis=0), 10))
print(Z.std(axis=0))
mn, mx = X.min(axis=0), X.max(axis=0)
print((X - mn) / (mx - mn))
