# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(0)
mean = [0, 0]
cov = [[1, 0.8], [0.8, 1]]
pts = np.random.multivariate_normal(mean, cov, 500)
print(pts[:3])
print(pts.shape)
print(np.round(np.corrcoef(pts.T), 2))
print(np.random.multivariate_normal([1, 2], np.eye(2), size=2))

rng = np.random.default_rng(42)
x = rng.multivariate_normal([10, 20], [[4, 1], [1, 9]], size=1000)
print(np.round(x.mean(axis=0), 2))
print(np.round(np.cov(x.T), 1))
print(rng.multivariate_normal([0, 0], [[2, 0.5], [0.5, 1]], 2, method="cholesky"))
