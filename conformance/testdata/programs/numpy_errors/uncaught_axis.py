# krait-run: --allow-import numpy.*
import numpy as np
np.arange(4).sum(axis=1)
