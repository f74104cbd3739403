# krait-run: --allow-import numpy.*
import numpy as np
print(np.mgrid[0:3, 0:2])
print(np.mgrid[0:1:5j])
x, y = np.ogrid[0:3, 0:4]
print(x, y, (x + y).shape)
print(np.mgrid[-1:1:3j, 0:2:3j].shape)
