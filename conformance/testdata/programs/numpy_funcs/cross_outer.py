# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(np.cross(a, b))
print(np.cross([1, 0], [0, 1]))
print(np.cross(np.array([[1, 0, 0], [0, 1, 0]]), np.array([[0, 1, 0], [0, 0, 1]])))
print(np.outer(a, b).shape, np.inner(a, b), np.vdot(a, b))
print(np.tensordot(np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2), axes=1))
