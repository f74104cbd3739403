# krait-run: --allow-import numpy.*
import numpy as np
points = np.array([[0, 0], [3, 4], [6, 8], [1, 1]])
diff = points[:, np.newaxis, :] - points[np.newaxis, :, :]
d = np.sqrt((diff ** 2).sum(axis=-1))
print(d)
print(np.round(d, 2))
i, j = np.unravel_index(np.argmax(d), d.shape)
print("Farthest:", i, j, d[i, j])
print("Nearest to 0:", np.argsort(d[0])[1])
