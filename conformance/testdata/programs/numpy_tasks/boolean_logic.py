# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([True, False, True, False])
b = np.array([True, True, False, False])
print(a & b, a | b, a ^ b, ~a)
print(np.logical_and(a, b), np.logical_or(a, b), np.logical_not(b))
print(np.any(a), np.all(a), a.sum(), np.count_nonzero(b))
print(np.logical_xor.reduce(a))
