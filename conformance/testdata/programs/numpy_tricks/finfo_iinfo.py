# krait-run: --allow-import numpy.*
import numpy as np
print(np.finfo(float).eps, np.finfo(np.float64).max, np.finfo(np.float64).min)
print(np.finfo(float).tiny, np.finfo(float).resolution)
print(np.iinfo(np.int64).max, np.iinfo(np.int64).min, np.iinfo(int).bits)
print(np.finfo(float).eps > 0, 1 + np.finfo(float).eps > 1)
