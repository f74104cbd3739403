# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([[1, 1], [1, 2], [1, 3], [1, 4], [1, 5]], dtype=float)
y = np.array([2.2, 4.1, 6.1, 7.9, 10.2])
theta = np.linalg.inv(X.T @ X) @ X.T @ y
print(np.round(theta, 6))
pred = X @ theta
print(np.round(pred, 4))
mse = np.mean((pred - y) ** 2)
print(round(mse, 8))
r2 = 1 - np.sum((y - pred) ** 2) / np.sum((y - y.mean()) ** 2)
print(round(r2, 6))
