# krait-run: --allow-import numpy.*
import numpy as np
grid = np.zeros((5, 5))
cx, cy = 2, 2
yy, xx = np.mgrid[0:5, 0:5] if hasattr(np, "mgrid") else np.indices((5, 5))
dist = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
print(np.round(dist, 3))
print((dist <= 1.5).astype(int))
print(np.count_nonzero(dist <= 2))
