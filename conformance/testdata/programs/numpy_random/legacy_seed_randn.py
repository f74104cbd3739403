# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(42)
x = np.random.randn(5)
print(x)
print(np.random.rand(2, 3))
print(np.random.randn())
np.random.seed(42)
print(np.random.randn(5))
print(x.mean().round(6), x.std().round(6))
