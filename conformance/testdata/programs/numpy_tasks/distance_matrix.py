# krait-run: --allow-import numpy.*
import numpy as np
pts = np.array([[0, 0], [3, 4], [6, 8], [1, 1]])
diff = pts[:, None, :] - pts[None, :, :]
D = np.sqrt((diff ** 2).sum(axis=-1))
print(np.round(D, 3))
np.fill_diagonal(D, np.inf)
print("nearest:", D.argmin(axis=1))
i, j = np.unravel_index(np.argmin(D), D.shape)
print("closest pair:", i, j, round(D[i, j], 4))
