# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 5, 3, 7])
b = np.array([2, 5, 1, 8])
print(np.equal(a, b), np.not_equal(a, b))
print(np.greater(a, b), np.greater_equal(a, b))
print(np.less(a, b), np.less_equal(a, b))
print(np.maximum(a, b), np.minimum(a, b), np.fmax([1.0, np.nan], [np.nan, np.nan]))
print(np.array_equal(a, a.copy()), np.array_equiv([1, 1], 1))
