# krait-run: --allow-import numpy.*
import numpy as np
b = np.array([True, False, True])
print(b, repr(b))
print(b.reshape(3, 1))
print(~b, b & ~b, b | ~b, b ^ True)
print(b.sum(), b.mean(), b.any(), b.all(), b.astype(int))
print(np.array([[True], [False]]).T)
print(repr(np.array(False)), np.array(True))
