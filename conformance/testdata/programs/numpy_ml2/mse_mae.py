# krait-run: --allow-import numpy.*
import numpy as np
y = np.array([3.0, -0.5, 2.0, 7.0])
yhat = np.array([2.5, 0.0, 2.0, 8.0])
print("MSE", np.mean((y - yhat) ** 2))
print("RMSE", np.sqrt(np.mean((y - yhat) ** 2)))
print("MAE", np.mean(np.abs(y - yhat)))
print("R2", 1 - np.sum((y - yhat) ** 2) / np.sum((y - y.mean()) ** 2))
