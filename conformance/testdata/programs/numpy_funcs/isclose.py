# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.0, 2.0, 3.0])
b = np.array([1.0 + 1e-9, 2.1, 3.0])
print(np.isclose(a, b))
print(np.allclose(a, a * (1 + 1e-10)))
print(np.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3)
print(np.isclose([1e-8, 1e-7], [0.0, 0.0]))
print(np.isclose(np.nan, np.nan), np.isclose(np.nan, np.nan, equal_nan=True))
print(np.array_equal([1, 2], [1, 2]), np.array_equal([1, 2], [1, 2, 3]), np.array_equiv([1, 2], [[1, 2], [1, 2]]))
