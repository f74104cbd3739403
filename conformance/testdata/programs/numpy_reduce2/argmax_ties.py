# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([3, 7, 7, 1, 7])
print(a.argmax(), a.argmin(), np.argmax(a == 7))
m = np.array([[1, 5, 5], [9, 9, 2]])
print(m.argmax(), m.argmax(axis=0), m.argmax(axis=1), m.argmin(axis=1))
print(np.unravel_index(m.argmax(), m.shape))
f = np.array([np.nan, 2.0, np.nan])
print(np.argmax(f), np.argmin(f), np.nanargmin(f))
