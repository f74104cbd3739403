# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([1, 2, 3, 4, 5, 6], dtype=float)
y = np.array([2.1, 3.9, 6.2, 7.8, 10.1, 12.2])
A = np.vstack([x, np.ones(len(x))]).T
m, c = np.linalg.lstsq(A, y, rcond=None)[0]
print(f"slope={m:.4f} intercept={c:.4f}")
slope, intercept = np.polyfit(x, y, 1)
print(round(slope, 6), round(intercept, 6))
pred = slope * x + intercept
ss_res = ((y - pred) ** 2).sum()
ss_tot = ((y - y.mean()) ** 2).sum()
print(f"R^2 = {1 - ss_res / ss_tot:.5f}")
print(np.corrcoef(x, y)[0, 1].round(6))
