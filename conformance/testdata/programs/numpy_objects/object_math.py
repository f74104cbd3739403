# krait-run: --allow-import numpy.*
# krait-run: --allow-import fractions
import numpy as np
from fractions import Fraction
a = np.array([Fraction(1, 3), Fraction(1, 6)], dtype=object)
print(a.sum(), a * 2, a + Fraction(1, 2))
b = np.array([10**20, 2], dtype=object)
print(b * b, b.dtype, (b * b).dtype)
c = np.array([1, 'x', 2.5], dtype=object)
print(c[1] * 3, c.tolist())
d = np.empty(3, dtype=object)
d[:] = [[1], [2, 3], []]
print(d)
