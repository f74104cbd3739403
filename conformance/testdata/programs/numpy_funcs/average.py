# krait-run: --allow-import numpy.*
import numpy as np
vals = np.array([90, 80, 70])
w = np.array([0.5, 0.3, 0.2])
print(np.average(vals, weights=w))
print(np.average(vals))
m = np.array([[1, 2], [3, 4]])
print(np.average(m, axis=0, weights=[1, 3]))
print(np.average(m, axis=1))
avg, tot = np.average(vals, weights=w, returned=True)
print(avg, tot)
