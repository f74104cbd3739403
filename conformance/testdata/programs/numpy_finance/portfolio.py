# krait-run: --allow-import numpy.*
import numpy as np
returns = np.array([[0.01, 0.02, -0.01], [0.03, -0.02, 0.00], [-0.01, 0.01, 0.02], [0.02, 0.00, 0.01]])
weights = np.array([0.5, 0.3, 0.2])
port = returns @ weights
print(np.round(port, 5))
print(round(port.mean(), 6), round(port.std(ddof=1), 6))
cov = np.cov(returns.T)
print(np.round(cov, 7))
var = weights @ cov @ weights
print(round(float(var), 9))
print(np.round(np.corrcoef(returns.T), 4))
