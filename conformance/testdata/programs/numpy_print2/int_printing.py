# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([0]), np.array([-1, 1]), np.array([10 ** 15, 1]))
print(repr(np.arange(-5, 5)))
print(np.arange(100).reshape(10, 10))
print(np.array([[1], [22], [333]]))
print(np.array([1, 2, 3]) * 10 ** 17)
