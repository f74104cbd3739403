# krait-run: --allow-import numpy.*
import numpy as np
x = np.float64(0.5)
print(x == 0.5, x < 1, x > np.int64(0), type(x == 0.5).__name__)
print(hash(np.int64(3)) == hash(3), hash(np.float64(2.5)) == hash(2.5))
d = {np.int64(1): "one", 2: "two"}
print(d[1], d[np.int64(2)])
s = {np.float64(1.0), 1, 1.0}
print(len(s))
print(sorted([np.int64(3), 1, np.float64(2.5)]))
print(max(np.array([3, 9, 2])), min(np.array([3.5, -1.0])))
print(np.int64(5) in [1, 5, 7], 5 in np.array([1, 5, 7]), 4 in np.array([1, 5, 7]))
