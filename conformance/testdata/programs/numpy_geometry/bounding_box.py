# krait-run: --allow-import numpy.*
import numpy as np
pts = np.array([[1, 5], [3, 2], [-1, 4], [2, 7], [0, 0]])
mins, maxs = pts.min(axis=0), pts.max(axis=0)
print(mins, maxs, maxs - mins)
inside = np.all((pts >= [0, 1]) & (pts <= [2, 6]), axis=1)
print(inside, pts[inside])
center = (mins + maxs) / 2
print(center)
