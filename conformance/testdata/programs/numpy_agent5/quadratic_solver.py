# krait-run: --allow-import numpy.*
import numpy as np
coeffs = np.array([[1, -3, 2], [1, 2, 5], [2, 4, 2]])
for a, b, c in coeffs:
    disc = b * b - 4 * a * c
    if disc >= 0:
        r = (-b + np.array([1, -1]) * np.sqrt(disc)) / (2 * a)
        print(a, b, c, "real:", r)
    else:
        r = (-b + np.array([1, -1]) * np.sqrt(complex(disc))) / (2 * a)
        print(a, b, c, "complex:", r)
print(np.roots([1, 2, 5]))
