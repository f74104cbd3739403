# krait-run: --allow-import numpy.*
import numpy as np
print(np.linspace(0, 1, 5), np.linspace(0, 1, 5, endpoint=False))
vals, step = np.linspace(2, 3, 4, retstep=True)
print(vals, step)
print(np.logspace(0, 3, 4), np.logspace(1, 2, 3, base=2))
print(np.arange(0, 1, 0.25), np.arange(5, 0, -2), np.arange(3.0))
print(np.linspace(0, 10, 3, dtype=int))
