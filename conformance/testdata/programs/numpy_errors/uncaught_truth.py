# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
if a == 2:
    print("two")
