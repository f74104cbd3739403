# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([10, 20, 30, 40, 50])
print(np.take(a, [0, 2, 4]))
m = np.arange(12).reshape(3, 4)
print(np.take(m, [0, 2], axis=1))
print(np.take(m, [1, 5]))
b = a.copy()
np.put(b, [0, 1], [-1, -2])
print(b)
print(np.choose([0, 1, 0], [[1, 2, 3], [10, 20, 30]]))
print(np.compress([True, False, True, False, True], a))
print(np.extract(a > 25, a))
idx = np.argsort(m, axis=1)[:, ::-1]
print(np.take_along_axis(m, idx, axis=1))
