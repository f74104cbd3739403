# krait-run: --allow-import numpy.*
import numpy as np
theta = np.pi / 6
R = np.array([[np.cos(theta), -np.sin(theta)], [np.sin(theta), np.cos(theta)]])
pts = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
rot = pts @ R.T
print(np.round(rot, 6))
print(np.round(np.linalg.det(R), 12), np.allclose(R @ R.T, np.eye(2)))
print(np.round(np.linalg.norm(rot, axis=1), 6))
