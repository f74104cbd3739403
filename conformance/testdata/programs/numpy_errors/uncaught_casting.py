# krait-run: --allow-import numpy.*
import numpy as np
a = np.zeros(3, dtype=int)
a += 0.5
