# krait-run: --allow-import numpy.*
import numpy as np
print(type(np.add).__name__, isinstance(np.sin, np.ufunc), np.add.nin, np.add.nout, np.sin.nargs)
print(np.add.reduce([1, 2, 3]), np.multiply.reduce([1, 2, 3, 4]))
print(np.add.accumulate([1, 2, 3]), np.multiply.outer([1, 2], [3, 4]))
print(np.maximum.reduce(np.array([[1, 5], [7, 2]]), axis=0))
print(np.add.reduceat(np.arange(8), [0, 4, 6]))
print(np.add.identity, np.multiply.identity, repr(np.add))
