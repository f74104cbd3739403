# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0.0, 1.0, 2.0, 3.0])
y = np.array([-1.0, 0.2, 0.9, 2.1])
A = np.vstack([x, np.ones(len(x))]).T
print(A)
m, c = np.linalg.lstsq(A, y, rcond=None)[0]
print(round(m, 6), round(c, 6))
sol, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
print(np.round(sol, 6), np.round(res, 6), rank, np.round(sv, 6))
print(np.round(np.linalg.pinv(A), 6))
