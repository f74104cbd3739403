# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([1, 2, 3, 4, 5, 6])
y = np.array([2, 4, 5, 4, 5, 7])
r = np.corrcoef(x, y)
print(r)
print("r =", round(r[0, 1], 4))
print(np.cov(x, y))
print(np.cov(x))
m, b = np.polyfit(x, y, 1)
print(f"slope={m:.4f} intercept={b:.4f}")
print(np.round(np.polyval([m, b], x), 3))
