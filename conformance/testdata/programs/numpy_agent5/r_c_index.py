# krait-run: --allow-import numpy.*
import numpy as np
print(np.r_[1:4, 10, [20, 30]])
print(np.r_[0:1:5j])
print(np.c_[np.array([1, 2]), np.array([3, 4])])
print(np.r_['0,2', [1, 2], [3, 4]])
print(np.c_[np.ones(2), np.zeros((2, 2))])
