# krait-run: --allow-import numpy.*
import numpy as np
try:
    np.array([1, 2]) + "a"
except Exception as e:
    print(type(e).__name__, e)
try:
    np.array(['a', 'b']) + np.array(['c', 'd'])
except Exception as e:
    print(type(e).__name__, e)
try:
    np.sqrt("4")
except Exception as e:
    print(type(e).__name__, e)
try:
    np.array([1, 2], dtype=int) << 1.5
except Exception as e:
    print(type(e).__name__, e)
