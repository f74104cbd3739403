# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[1.0, 2.0, 2.0], [0.0, 3.0, 4.0]])
print(np.linalg.norm(X, axis=1), np.linalg.norm(X, axis=0))
print(np.linalg.norm(X, ord=1, axis=1), np.linalg.norm(X, ord=np.inf, axis=1))
print(np.linalg.norm(X, keepdims=True))
print(np.round(np.linalg.norm(X, "nuc"), 8), np.round(np.linalg.norm(X, -2), 8))
print(np.linalg.norm(np.array([3, 4])), np.linalg.norm([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7]))
