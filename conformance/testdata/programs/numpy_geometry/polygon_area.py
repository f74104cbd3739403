# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0, 4, 4, 0])
y = np.array([0, 0, 3, 3])
area = 0.5 * abs(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1)))
print(area)
pts = np.column_stack([x, y])
perimeter = np.sum(np.linalg.norm(np.diff(np.vstack([pts, pts[:1]]), axis=0), axis=1))
print(perimeter)
print(pts.mean(axis=0))
