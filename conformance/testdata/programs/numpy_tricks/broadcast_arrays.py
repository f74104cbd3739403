# krait-run: --allow-import numpy.*
import numpy as np
a, b = np.broadcast_arrays(np.array([1, 2, 3]), np.array([[10], [20]]))
print(a)
print(b)
print(np.broadcast_shapes((3, 1), (1, 4)))
x = np.broadcast_to(np.arange(3), (2, 3))
print(x, x.shape)
try:
    x[0, 0] = 5
except ValueError as e:
    print("ValueError:", e)
