# krait-run: --allow-import numpy.*
import numpy as np
np.zeros((2, 2)).mean(axis=3)
