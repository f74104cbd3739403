# krait-run: --allow-import numpy.*
import numpy as np
print(np.arange(2000))
print(np.arange(1001.0))
print(np.arange(10000).reshape(100, 100))
print(repr(np.arange(1500)))
print(np.zeros((50, 50)))
print(np.arange(1000))
