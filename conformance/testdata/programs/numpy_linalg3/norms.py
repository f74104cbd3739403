# krait-run: --allow-import numpy.*
import numpy as np
v = np.array([3.0, -4.0, 12.0])
print(np.linalg.norm(v), np.linalg.norm(v, 1), np.linalg.norm(v, np.inf), np.linalg.norm(v, -np.inf), np.linalg.norm(v, 0))
M = np.array([[1.0, -2.0], [3.0, 4.0]])
print(round(np.linalg.norm(M), 6), np.linalg.norm(M, 'fro') == np.linalg.norm(M))
print(np.linalg.norm(M, 1), np.linalg.norm(M, np.inf), round(np.linalg.norm(M, 'nuc'), 6))
print(np.round(np.linalg.norm(M, axis=0), 6), np.round(np.linalg.norm(M, axis=1, keepdims=True), 6))
