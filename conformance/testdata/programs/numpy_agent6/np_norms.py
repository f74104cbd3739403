# krait-run: --allow-import numpy.*
import numpy as np
points = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [6.0, 8.0]])
center = points.mean(axis=0)
print(center)
dists = np.linalg.norm(points - center, axis=1)
print(dists.round(5))
pairwise = np.sqrt(((points[:, None, :] - points[None, :, :]) ** 2).sum(axis=-1))
print(pairwise.round(4))
print(np.argmin(dists), np.argsort(dists))
unit = points[1] / np.linalg.norm(points[1])
print(unit, np.dot(unit, unit))
print(np.cross([1, 0, 0], [0, 1, 0]))
