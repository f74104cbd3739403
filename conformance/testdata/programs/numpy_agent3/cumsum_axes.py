# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[1, 2, 3], [4, 5, 6]])
print(np.cumsum(m, axis=0))
print(np.cumsum(m, axis=1))
print(np.cumprod(m, axis=1))
print(m.cumsum())
print(np.diff(m, axis=0), np.diff(m, n=2, axis=1))
print(np.nancumsum(np.array([1.0, np.nan, 2.0])))
