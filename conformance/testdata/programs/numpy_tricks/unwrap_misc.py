# krait-run: --allow-import numpy.*
import numpy as np
print(np.resize(np.array([1, 2, 3]), 7))
print(np.resize(np.arange(4), (3, 3)))
a = np.arange(6)
print(np.put_along_axis(a.reshape(2, 3), np.array([[0], [2]]), 99, axis=1) if False else "skip")
print(np.flatnonzero(np.array([0, 3, 0, 4])))
print(np.argpartition(np.array([5, 1, 4, 2]), 1)[:1])
print(np.partition(np.array([5, 1, 4, 2]), 1)[1])
print(np.sort_complex(np.array([3 + 1j, 1 + 2j, 1 + 1j])))
