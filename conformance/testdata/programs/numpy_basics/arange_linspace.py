# krait-run: --allow-import numpy.*
import numpy as np
print(np.arange(10))
print(np.arange(2, 10, 3))
print(np.arange(0, 1, 0.1))
print(np.arange(5.0))
print(np.arange(10, 0, -2))
print(np.linspace(0, 1, 11))
print(np.linspace(0, 10, 4))
print(np.linspace(1, 2, 5, endpoint=False))
x, step = np.linspace(0, 1, 5, retstep=True)
print(x, step)
print(np.logspace(0, 3, 4))
print(len(np.arange(0, 5, 0.5)))
