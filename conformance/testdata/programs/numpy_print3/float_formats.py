# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([1.0, 2.0, 3.0]))
print(np.array([1.5, 2.25, 3.125]))
print(np.array([0.1, 0.2, 0.30000000000000004]))
print(np.array([1e-5, 1.0]))
print(np.array([1e5, 1.0]))
print(np.array([1e16, 1.0]))
print(np.array([123456789.0, 0.5]))
print(np.array([-0.0, 0.0]))
print(np.array([np.inf, -np.inf, np.nan, 1.0]))
print(repr(np.array([1e-10, 1e10])))
