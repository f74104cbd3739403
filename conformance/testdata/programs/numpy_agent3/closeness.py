# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.0, 2.0, 3.0])
b = a + 1e-9
print(np.allclose(a, b), np.isclose(a, b))
print(np.isclose([1.0, np.nan], [1.0, np.nan]), np.isclose([1.0, np.nan], [1.0, np.nan], equal_nan=True))
print(np.allclose([1e-10], [0]), np.allclose([1e-10], [0], atol=0))
print(np.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3)
print(np.array_equal([1, 2], [1, 2]), np.array_equal([1.0, np.nan], [1.0, np.nan], equal_nan=True))
