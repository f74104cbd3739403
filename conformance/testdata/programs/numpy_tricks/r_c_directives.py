# krait-run: --allow-import numpy.*
import numpy as np
print(np.r_['0,2', [1, 2], [3, 4]])
print(np.r_['1,2', [1, 2], [3, 4]])
print(np.r_['0,2,0', [1, 2], [3, 4]])
print(np.r_['-1', np.ones((2, 2)), np.zeros((2, 1))])
print(np.r_[1:4, 10, [20, 30]], np.r_[0:1:5j])
print(np.c_[np.array([1, 2]), np.array([3, 4])])
print(np.c_[np.ones(2), np.zeros((2, 2))])
print(np.c_[[1, 2], 5 * np.ones(2)], np.c_[1:3, [7, 8]])
print(np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
print(np.r_['0,3,1', [1, 2]].shape, np.r_['0,3,-1', [1, 2]].shape, np.r_['0,3,0', [1, 2]].shape)
print(np.r_[np.array([True]), 2], np.r_[-1:1:6j, [0]*3, 5, 6])
try:
    np.r_[[1], 'x']
except ValueError as e:
    print(e)
try:
    np.r_['a,b', [1]]
except ValueError as e:
    print(e)
