# krait-run: --allow-import numpy.*
import numpy as np
targets = np.array([2.0, 10.0, 0.25, 1e6])
x = targets.copy()
for i in range(30):
    x = 0.5 * (x + targets / x)
print(x)
print(np.allclose(x, np.sqrt(targets)), np.max(np.abs(x ** 2 - targets)))
