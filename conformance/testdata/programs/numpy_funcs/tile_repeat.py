# krait-run: --allow-import numpy.*
import numpy as np
print(np.tile([1, 2], 3))
print(np.tile([[1, 2], [3, 4]], (2, 2)))
print(np.repeat([1, 2, 3], [3, 0, 1]))
print(np.repeat(np.array([[1, 2], [3, 4]]), 2, axis=1))
print(np.repeat(7, 4))
print(np.broadcast_to(np.array([1, 2, 3]), (2, 3)))
