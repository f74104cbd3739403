# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([-2.567, 0.123, 3.891, 10.5])
print(np.clip(a, 0, 5))
print(np.clip(a, None, 1), np.clip(a, 0, None))
print(a.clip(0, 1))
print(np.round(a), np.round(a, 1), np.round(a, -1))
print(np.around(1234.5678, 2), np.round(1234, -2))
print(a.round(2))
print(np.rint(a), np.fix(a))
print(np.floor(a).astype(int), np.ceil(a).astype(int))
print(np.round(np.array([0.5, 1.5, 2.5, 3.5])))
