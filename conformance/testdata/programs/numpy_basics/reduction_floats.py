# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1])
print(x.sum())
print(x.mean())
print(x.std())
print(x.var())
print(np.std(x, ddof=1))
print(np.median(x))
print(np.percentile(x, 25), np.percentile(x, [10, 50, 90]))
print(np.quantile(x, 0.75))
y = np.linspace(0, 1, 1001)
print(y.sum(), y.mean(), y.std())
z = np.arange(1, 100001) / 7
print(z.sum(), z.mean())
