# krait-run: --allow-import numpy.*
import numpy as np
f = np.float64(1.5)
i = np.int64(4)
b = np.bool_(True)
for v in [f + 1, f * i, i + 1, i * 2, i / 2, i // 3, i % 3, i ** 2, b + b, b + 1, f + True, -i, abs(np.int64(-9))]:
    print(v, type(v).__name__)
print(type(1 + f).__name__, type(2.0 * i).__name__, type(True + i).__name__)
print(type(np.float64(2) ** 2).__name__, type(3 ** np.int64(2)).__name__)
print(np.int64(10) / np.int64(4), np.float64(7) // 2, np.float64(-7) % 3)
