# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([10, 12, 11, 13, 12, 95, 11, 10, 13, -40])
q1, q3 = np.percentile(x, [25, 75])
iqr = q3 - q1
lo, hi = q1 - 1.5 * iqr, q3 + 1.5 * iqr
print(q1, q3, iqr, lo, hi)
print(x[(x < lo) | (x > hi)])
z = (x - x.mean()) / x.std()
print(np.round(z, 3))
print(x[np.abs(z) > 2])
