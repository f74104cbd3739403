# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 3, 3, 2, 3])
print(a.argmax(), np.argmin([2, 1, 1]), np.flatnonzero(a == a.max()))
m = np.array([[1, 9, 9], [9, 2, 9]])
print(m.argmax(axis=1), m.argmax(axis=0), m.argmax())
f = np.array([1.0, np.nan, 3.0])
print(f.argmax(), np.nanargmax(f), np.nanargmin(f))
