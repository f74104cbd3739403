# krait-run: --allow-import numpy.*
import numpy as np
r = np.array([[1, 2], [3], [4, 5, 6]], dtype=object)
print(r, r.shape, r.dtype)
print([len(x) for x in r])
print(r[2], type(r[2]).__name__)
o = np.array([{'a': 1}, None, 'text', 3.5], dtype=object)
print(o)
print(repr(o))
print(o[[0, 3]])
