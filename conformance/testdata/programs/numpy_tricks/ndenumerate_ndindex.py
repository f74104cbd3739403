# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[1, 2], [3, 4]])
for idx, v in np.ndenumerate(m):
    print(idx, v)
for idx in np.ndindex(2, 3):
    print(idx, end=" ")
print()
print(list(np.ndindex((2,))))
