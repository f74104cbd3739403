# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([3, 1, 4, 1, 5, 9, 2, 6])
print(np.maximum.accumulate(a), np.minimum.accumulate(a))
print(np.add.accumulate(a), np.multiply.accumulate(a[:5]))
print(np.add.reduce(a), np.maximum.reduce(a), np.minimum.reduce(a))
m = a.reshape(2, 4)
print(np.add.reduce(m, axis=1), np.add.reduce(m, axis=None), np.maximum.accumulate(m, axis=1))
print(np.subtract.reduce([10, 1, 2]), np.subtract.accumulate([10, 1, 2]))
x = np.zeros(5)
np.add.at(x, [0, 1, 1, 4], 1)
print(x)
print(np.add.outer([1, 2], [10, 20, 30]))
