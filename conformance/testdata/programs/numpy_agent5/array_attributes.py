# krait-run: --allow-import numpy.*
import numpy as np
a = np.zeros((3, 4, 5), dtype=float)
print(a.ndim, a.shape, a.size, a.dtype, a.itemsize, a.nbytes, a.strides)
b = np.arange(5)
print(b.dtype, b.nbytes, b.T.shape, len(b), b.flags['WRITEABLE'])
print(np.array([True]).itemsize, np.array([1j]).itemsize, np.array(['abc']).itemsize)
print(a[0].strides, a[:, ::2].strides, a.T.strides)
