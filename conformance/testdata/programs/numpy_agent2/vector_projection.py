# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([3.0, 4.0])
b = np.array([1.0, 0.0])
proj = (a @ b) / (b @ b) * b
print(proj, a - proj)
angle = np.arccos(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))
print(round(np.degrees(angle), 6))
u = a / np.linalg.norm(a)
print(u, np.linalg.norm(u))
R = np.array([[0, -1], [1, 0]])
print(R @ a, np.linalg.det(R))
