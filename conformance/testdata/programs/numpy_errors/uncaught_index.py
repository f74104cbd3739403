# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(5)
print(a[7])
