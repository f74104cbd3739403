# krait-run: --allow-import numpy.*
import numpy as np
pts = np.array([[1.0, 1.0], [1.5, 2.0], [3.0, 4.0], [5.0, 7.0], [3.5, 5.0], [4.5, 5.0], [3.5, 4.5]])
centroids = pts[[0, 3]]
for it in range(5):
    d = np.linalg.norm(pts[:, None, :] - centroids[None, :, :], axis=2)
    assign = d.argmin(axis=1)
    centroids = np.array([pts[assign == k].mean(axis=0) for k in range(2)])
print(assign)
print(np.round(centroids, 4))
