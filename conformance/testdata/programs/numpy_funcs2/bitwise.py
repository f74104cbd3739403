# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([12, 10, 7])
b = np.array([10, 6, 1])
print(np.bitwise_and(a, b), np.bitwise_or(a, b), np.bitwise_xor(a, b))
print(np.invert(a), np.bitwise_not(np.array([0, -1])))
print(np.left_shift(a, 2), np.right_shift(a, 1), a >> 2, a << 1)
print(np.invert(np.array([True, False])))
print(np.binary_repr(10), np.binary_repr(-3, width=8), np.base_repr(255, 16))
