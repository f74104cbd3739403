# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6).reshape(2, 3)
for idx in np.ndindex(a.shape):
    if a[idx] % 2:
        print(idx, a[idx])
for idx, v in np.ndenumerate(a):
    if v > 3:
        print(idx, v)
for row in a:
    print(row, row.sum())
for x in np.nditer(a):
    print(int(x), end=' ')
print()
