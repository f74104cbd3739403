# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.5, 2.0, -0.5])
b = np.array([0.25, -1.0, 4.0])
print(np.dot(a, b), a @ b, np.inner(a, b))
cos = np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b))
print(cos)
print(np.degrees(np.arccos(np.clip(cos, -1, 1))))
v = np.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8])
print(v @ v, np.linalg.norm(v), np.sqrt(np.sum(v ** 2)))
print(np.dot([1, 2, 3], [4, 5, 6]))
