# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0])
y = np.array([1.0, 2.9, 5.1, 7.0, 8.8])
A = np.column_stack([np.ones_like(x), x, x ** 2])
coef, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print(np.round(coef, 6), np.round(res, 6), rank, np.round(sv, 6))
print(np.round(np.polyfit(x, y, 2)[::-1], 6))
fit = A @ coef
print(np.round(fit, 4))
