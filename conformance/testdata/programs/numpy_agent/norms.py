# krait-run: --allow-import numpy.*
import numpy as np
v = np.array([3.0, -4.0, 12.0])
print(np.linalg.norm(v), np.linalg.norm(v, 1), np.linalg.norm(v, np.inf), np.linalg.norm(v, -np.inf))
M = np.array([[1.0, -2.0], [3.0, 4.0]])
print(np.linalg.norm(M), np.linalg.norm(M, "fro"), np.linalg.norm(M, 1), np.linalg.norm(M, np.inf))
print(np.linalg.norm(M, axis=0), np.linalg.norm(M, axis=1))
print(np.round(np.linalg.norm(M, 2), 8))
print(np.linalg.norm([1, 2, 3], ord=3))
