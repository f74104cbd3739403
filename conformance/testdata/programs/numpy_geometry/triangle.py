# krait-run: --allow-import numpy.*
import numpy as np
A, B, C = np.array([0.0, 0.0]), np.array([3.0, 0.0]), np.array([0.0, 4.0])
a, b, c = np.linalg.norm(B - C), np.linalg.norm(A - C), np.linalg.norm(A - B)
print(a, b, c)
s = (a + b + c) / 2
print(np.sqrt(s * (s - a) * (s - b) * (s - c)))
cosA = (b ** 2 + c ** 2 - a ** 2) / (2 * b * c)
print(round(np.degrees(np.arccos(cosA)), 6))
print(np.cross(B - A, C - A) / 2)
