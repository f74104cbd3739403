# krait-run: --allow-import numpy.*
import numpy as np
o = np.empty(2, dtype=object)
o[0] = o
print(o[0] is o, len(o), o[1])
o[1] = np.arange(3)
print(type(o[1]).__name__, o[1].sum())
p = np.empty(3, dtype=object)
p[0] = np.array(5)
p[1] = np.float64(2.5)
p[2] = [1, 2]
print([type(x).__name__ for x in p])
print(p)
q = np.zeros(3)
try:
    q[0] = [1, 2]
except ValueError as e:
    print("ValueError", e)
r = np.empty((2, 2), dtype=object)
r[0, 1] = [1, 2]
r[1] = [3, 4]
print(r)
try:
    r[0] = [1, 2, 3]
except ValueError as e:
    print("ValueError", e)
