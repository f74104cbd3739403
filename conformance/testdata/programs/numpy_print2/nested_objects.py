# krait-run: --allow-import numpy.*
import numpy as np
o = np.array([None, "a", 1.5, [1, 2], (3, 4)], dtype=object)
print(o)
print(repr(o))
print(o[3], o[4])
e = np.empty(3, dtype=object)
e[0] = {"k": 1}
e[1] = [1]
e[2] = "x"
print(e)
print(np.array([np.array([1, 2]), np.array([3])], dtype=object))
