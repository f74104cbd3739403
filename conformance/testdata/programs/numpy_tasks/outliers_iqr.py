# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([12, 15, 14, 10, 8, 95, 13, 11, 16, -40, 14, 12])
q1, q3 = np.percentile(data, [25, 75])
iqr = q3 - q1
lo, hi = q1 - 1.5 * iqr, q3 + 1.5 * iqr
print(q1, q3, iqr, lo, hi)
print("outliers:", data[(data < lo) | (data > hi)])
clean = data[(data >= lo) & (data <= hi)]
print("clean mean:", clean.mean())
z = (data - data.mean()) / data.std()
print(np.round(z, 3))
print(np.abs(z) > 2)
