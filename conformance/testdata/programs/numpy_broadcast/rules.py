# krait-run: --allow-import numpy.*
import numpy as np
a = np.ones((4, 1))
b = np.arange(3)
print((a + b).shape)
print(np.broadcast_shapes((4, 1), (3,), (1, 1)))
print(np.broadcast_to(b, (2, 3)))
x, y = np.broadcast_arrays(np.array([[1], [2]]), np.array([10, 20, 30]))
print(x)
print(y)
try:
    np.ones((2, 3)) * np.ones((3, 2))
except ValueError as e:
    print(e)
try:
    np.broadcast_to(np.ones(3), (4, 2))
except ValueError as e:
    print(e)
