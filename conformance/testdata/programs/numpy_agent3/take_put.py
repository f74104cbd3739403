# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([10, 20, 30, 40, 50])
print(np.take(a, [0, 3, 4]), a.take([-1]), np.take(a, [[0, 1], [2, 3]]))
np.put(a, [0, 2], [-1, -3])
print(a)
m = np.arange(12).reshape(3, 4)
print(np.take(m, [0, 2], axis=1))
print(np.take_along_axis(m, np.array([[3], [0], [1]]), axis=1))
np.put_along_axis(m, np.array([[0], [1], [2]]), 99, axis=1)
print(m)
print(np.compress([True, False, True], m, axis=0))
