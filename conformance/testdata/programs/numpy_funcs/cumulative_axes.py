# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[1, 2, 3], [4, 5, 6]])
print(np.cumsum(m, axis=0))
print(np.cumsum(m, axis=1))
print(np.cumprod(m, axis=1))
print(np.cumsum(m))
print(np.cumsum([0.1] * 10))
print(np.nancumsum([1.0, np.nan, 2.0]))
print(np.cumsum(np.array([True, True, False, True])))
