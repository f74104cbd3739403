# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(10)
for shape in [(3, 4), (2, -1, 3), (-1, -1)]:
    try:
        a.reshape(shape)
    except ValueError as e:
        print(type(e).__name__, e)
print(a.reshape(-1, 5).shape, a.reshape(5, -1).shape)
