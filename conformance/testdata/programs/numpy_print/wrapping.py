# krait-run: --allow-import numpy.*
import numpy as np
print(np.arange(40))
print(np.arange(40.0) / 3)
print(repr(np.arange(30) * 1000))
print(np.linspace(0, 1, 20))
print(repr(np.linspace(0, 100, 15)))
print(np.array([1e-3, 2e-3, 3e-3, 4e5]))
