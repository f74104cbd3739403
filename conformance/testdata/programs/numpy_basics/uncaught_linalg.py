# krait-run: --allow-import numpy.*
import numpy as np
print(np.linalg.inv(np.array([[1.0, 2.0], [2.0, 4.0]])))
