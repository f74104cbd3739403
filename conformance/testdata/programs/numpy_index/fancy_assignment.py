# krait-run: --allow-import numpy.*
import numpy as np
a = np.zeros(6)
a[[1, 3, 5]] = [1.0, 3.0, 5.0]
print(a)
a[[0, 0, 0]] = [7, 8, 9]
print(a)
m = np.zeros((3, 3), dtype=int)
m[[0, 1, 2], [2, 1, 0]] = 1
print(m)
m[m == 0] = 5
print(m)
m[:, [0, 2]] = [[10, 20], [30, 40], [50, 60]]
print(m)
b = np.arange(5)
b[b > 2] += 10
print(b)
