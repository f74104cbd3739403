# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.ndim(a), np.size(a), np.shape(a), np.size(a, 0), np.ndim(5), np.shape(5))
print(np.isscalar(3.0), np.isscalar(np.float64(3)), np.isscalar(a), np.isscalar([1]))
print(np.iterable([1]), np.iterable(5), np.iterable(a))
print(np.reshape(a, (2, 6)).shape, np.ravel(a)[:4], np.product([2, 3, 4]))
print(np.alltrue([True, True]), np.sometrue([False, True]), np.round_(2.567, 1))
