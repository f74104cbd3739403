# krait-run: --allow-import numpy.*
import numpy as np
x = np.float64(2.5)
n = np.int64(7)
print(x + 1, type(x + 1).__name__, n + 1, type(n + 1).__name__)
print(n / 2, type(n / 2).__name__, n // 2, n % 3, -n, abs(np.int64(-3)))
print(x * n, type(x * n).__name__, 2 ** n, type(2 ** n).__name__)
print(float(n), int(x), round(x), type(round(x)).__name__, round(np.float64(2.567), 2))
print(x > 2, type(x > 2).__name__, n == 7, bool(np.int64(0)))
print(hash(np.float64(1.5)) == hash(1.5), hash(np.int64(3)) == hash(3))
print(divmod(n, 3), pow(n, 2), max(n, 3), [1, 2, 3][np.int64(1)])
