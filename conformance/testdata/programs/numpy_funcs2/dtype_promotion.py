# krait-run: --allow-import numpy.*
import numpy as np
print(np.result_type(np.int64, np.float64), np.promote_types('i8', 'c16'))
print(np.result_type(np.array([1]), 1.5), np.result_type(True, 1))
print(np.can_cast(np.int64, np.float64), np.can_cast(np.float64, np.int64), np.can_cast('f8', 'i8', casting='unsafe'))
print((np.array([1]) + np.array([1.5])).dtype, (np.array([True]) + np.array([True])).dtype)
print((np.array([1]) / np.array([2])).dtype, (np.array([3]) // np.array([2])).dtype)
print(np.array([1, 2.5, 1j]).dtype, np.array([1, 'a']).dtype, np.array([True, 2]).dtype)
