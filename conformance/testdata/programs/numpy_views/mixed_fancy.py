# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(20).reshape(4, 5)
print(a[[0, 2], 1:4])
print(a[1:3, [0, 4]])
print(a[[0, 1, 2], [1, 2, 3]])
print(a[np.ix_([0, 3], [0, 4])])
print(a[[True, False, True, False]])
print(a[:, a[0] % 2 == 0])
rows = np.array([[0, 0], [3, 3]])
cols = np.array([[0, 4], [0, 4]])
print(a[rows, cols])
