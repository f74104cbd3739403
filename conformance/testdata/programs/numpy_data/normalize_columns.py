# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[1, 200, 0.5], [2, 300, 0.25], [3, 100, 0.75]], dtype=float)
mins, maxs = X.min(axis=0), X.max(axis=0)
print((X - mins) / (maxs - mins))
mu, sd = X.mean(axis=0), X.std(axis=0)
print(np.round((X - mu) / sd, 4))
print(np.round(X / np.linalg.norm(X, axis=0), 4))
print(X.argmax(axis=0), X.argmin(axis=0))
