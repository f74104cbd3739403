# krait-run: --allow-import numpy.*
import numpy as np
print(np.r_[1:4, 0, 4])
print(np.r_[np.array([1, 2]), [5, 6]])
print(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])])
print(np.r_[0:1:5j])
a = np.arange(10)
print(a[np.s_[2:8:2]], np.s_[1:3])
print(np.ix_([0, 1], [2, 3]))
m = np.arange(16).reshape(4, 4)
print(m[np.ix_([0, 2], [1, 3])])
