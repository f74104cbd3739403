# krait-run: --allow-import numpy.*
import numpy as np
print(np.geomspace(1, 1000, 4))
print(np.round(np.geomspace(1, 2, 3), 6))
print(np.round(np.hamming(5), 6))
print(np.round(np.hanning(5), 6))
print(np.round(np.blackman(5), 6))
print(np.bartlett(5))
