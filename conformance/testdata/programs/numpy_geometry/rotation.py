# krait-run: --allow-import numpy.*
import numpy as np
theta = np.pi / 2
R = np.array([[np.cos(theta), -np.sin(theta)], [np.sin(theta), np.cos(theta)]])
p = np.array([1.0, 0.0])
print(np.round(R @ p, 10))
print(np.round(R @ R @ p, 10))
print(np.round(np.linalg.det(R), 10))
pts = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
print(np.round(pts @ R.T, 10))
