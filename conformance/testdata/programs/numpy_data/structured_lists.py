# krait-run: --allow-import numpy.*
import numpy as np
records = [{"x": 1.0, "y": 2.0}, {"x": 3.0, "y": 4.5}, {"x": -1.0, "y": 0.5}]
xs = np.array([r["x"] for r in records])
ys = np.array([r["y"] for r in records])
pts = np.column_stack([xs, ys])
print(pts)
print(pts.mean(axis=0), pts.max(axis=0))
centroid = pts.mean(axis=0)
print(np.linalg.norm(pts - centroid, axis=1).round(4))
print(pts[np.lexsort((pts[:, 1], pts[:, 0]))])
