# krait-run: --allow-import numpy.*
import numpy as np
u = np.array([1.0, 2.0, 3.0])
v = np.array([4.0, 5.0, 6.0])
print(np.dot(u, v), np.cross(u, v))
print(np.linalg.norm(u).round(6), np.linalg.norm(v - u))
cos = u @ v / (np.linalg.norm(u) * np.linalg.norm(v))
print(round(float(cos), 6), round(float(np.degrees(np.arccos(cos))), 4))
proj = (u @ v) / (v @ v) * v
print(np.round(proj, 6))
