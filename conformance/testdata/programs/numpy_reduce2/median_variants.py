# krait-run: --allow-import numpy.*
import numpy as np
print(np.median([3, 1, 2]), np.median([4, 1, 3, 2]), np.median([1.5]))
m = np.array([[7, 1, 3], [4, 6, 5]])
print(np.median(m), np.median(m, axis=0), np.median(m, axis=1), np.median(m, axis=1, keepdims=True))
print(np.median(np.array([1.0, np.nan, 3.0])), np.nanmedian(np.array([1.0, np.nan, 3.0])))
print(np.median(np.arange(10)[::-1]))
