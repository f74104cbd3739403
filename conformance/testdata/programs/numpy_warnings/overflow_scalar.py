# krait-run: --allow-import numpy.*
import numpy as np
with np.errstate(over='ignore'):
    x = np.int64(2) ** 63
    print(x)
    print(np.array([2 ** 62]) * 4)
    print(np.exp(np.array([1000.0])))
    print(np.float64(1e308) * 10)
print(np.iinfo(np.int64).max + 1 if isinstance(np.iinfo(np.int64).max, int) else None)
