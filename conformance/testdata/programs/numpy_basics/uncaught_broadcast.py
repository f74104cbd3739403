# traceback: full
# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([1, 2, 3])
y = np.array([1, 2, 3, 4])
print(x + y)
