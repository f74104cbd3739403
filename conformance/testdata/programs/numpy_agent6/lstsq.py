# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[1, 1.0], [1, 2.0], [1, 3.0], [1, 4.0], [1, 5.0]])
y = np.array([2.2, 4.1, 6.2, 7.9, 10.1])
coef, residuals, rank, sv = np.linalg.lstsq(X, y, rcond=None)
print("intercept=%.4f slope=%.4f" % (coef[0], coef[1]))
print("residuals:", np.round(residuals, 6), "rank:", rank)
pred = X @ coef
rmse = np.sqrt(np.mean((pred - y) ** 2))
print(f"RMSE: {rmse:.5f}")
beta = np.linalg.inv(X.T @ X) @ X.T @ y
print(np.round(beta, 6))
