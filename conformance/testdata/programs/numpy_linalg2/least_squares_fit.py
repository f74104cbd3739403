# krait-run: --allow-import numpy.*
import numpy as np
x = np.arange(10, dtype=float)
y = 2.5 * x - 1.0 + np.array([0.1, -0.2, 0.05, 0.0, -0.1, 0.15, -0.05, 0.2, -0.15, 0.1])
A = np.column_stack([x, np.ones_like(x)])
coef, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print(np.round(coef, 6), rank)
print(np.round(res, 6))
print(np.round(np.polyfit(x, y, 1), 6))
print(np.round(np.polyfit(x, x ** 2, 2), 6))
