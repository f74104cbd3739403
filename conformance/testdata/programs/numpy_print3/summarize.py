# krait-run: --allow-import numpy.*
import numpy as np
print(np.arange(1001))
print(repr(np.arange(2000).reshape(2, 1000)))
print(np.arange(1000.0)[:8])
print(np.linspace(0, 1, 1200))
big = np.arange(3000).reshape(30, 100)
print(big)
