# krait-run: --allow-import numpy.*
import numpy as np
vals = ["3.5", "1.25", "10", "-2"]
a = np.array(vals, dtype=float)
print(a, a.sum())
b = np.array(vals)
print(b, b.dtype)
print(b.astype(float).max())
c = np.array(["1", "2", "3"], dtype=int)
print(c * 2)
print(np.array([1.5, 2.25]).astype(str))
print(",".join(np.array([1, 2, 3]).astype(str)))
