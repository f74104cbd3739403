# krait-run: --allow-import numpy.*
import numpy as np
e = np.array([])
print(e.sum(), e.prod())
print(np.mean(e))
try:
    e.max()
except ValueError as err:
    print("ValueError", err)
try:
    np.argmin(e)
except ValueError as err:
    print("ValueError", err)
print(np.std(np.array([1.0]), ddof=1))
