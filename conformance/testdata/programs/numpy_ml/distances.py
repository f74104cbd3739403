# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.0, 2.0, 3.0])
b = np.array([4.0, 6.0, 8.0])
print(np.linalg.norm(a - b))
print(np.sum(np.abs(a - b)))
print(np.max(np.abs(a - b)))
print(1 - np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))
A = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 2.0]])
D = np.sqrt(((A[:, None] - A[None]) ** 2).sum(-1))
print(np.round(D, 6))
