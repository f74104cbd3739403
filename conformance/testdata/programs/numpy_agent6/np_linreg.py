# krait-run: --allow-import numpy.*
import numpy as np
hours = np.array([1, 2, 3, 4, 5, 6, 7, 8])
score = np.array([52, 55, 61, 64, 70, 74, 79, 83])
A = np.vstack([hours, np.ones(len(hours))]).T
m, c = np.linalg.lstsq(A, score, rcond=None)[0]
print(f"score = {m:.3f} * hours + {c:.3f}")
print("Predicted for 10h:", round(m * 10 + c, 2))
r = np.corrcoef(hours, score)[0, 1]
print("r =", round(r, 5), "r2 =", round(r ** 2, 5))
cov = np.cov(hours, score)
print(np.round(cov, 4))
print(np.polyfit(hours, score, 1).round(4))
