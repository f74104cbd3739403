# krait-run: --allow-import numpy.*
# Numerical derivatives along chosen axes (np.gradient axis=), and
# percentiles of boolean arrays.
import numpy as np
m = np.arange(8).reshape(2, 4) - 3
print(np.gradient(m, axis=1))
print(np.gradient(m * m, axis=0))
print(np.gradient(m * m, 2.0, axis=-1))
print(np.gradient(m * m, axis=(0, 1)))
print(np.gradient(np.array([1.0, 4.0, 9.0, 16.0]), np.array([0.0, 1.0, 1.5, 3.0])))
for q in (50, [25, 75]):
    try: print(np.percentile(np.array([True, False, True]), q))
    except TypeError as e: print("TypeError:", e)
try: np.gradient(m, foo=1)
except TypeError as e: print("TypeError:", e)
