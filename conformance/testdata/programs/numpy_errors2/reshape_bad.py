# krait-run: --allow-import numpy.*
import numpy as np
x = np.arange(10)
try:
    x.reshape(3, 4)
except ValueError as e:
    print(e)
try:
    x.reshape(-1, -1)
except ValueError as e:
    print(e)
try:
    x.reshape((3, -1))
except ValueError as e:
    print(e)
print(x.reshape(5, -1).shape)
