# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
print(np.pad(a, 2))
print(np.pad(a, (1, 3), constant_values=9))
print(np.pad(a, 2, mode='edge'))
print(np.pad(a, 2, mode='reflect'), np.pad(a, 2, mode='symmetric'), np.pad(a, 2, mode='wrap'))
m = np.array([[1, 2], [3, 4]])
print(np.pad(m, ((1, 0), (0, 2))))
print(np.pad(m, 1, mode='edge'))
