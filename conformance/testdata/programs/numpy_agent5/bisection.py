# krait-run: --allow-import numpy.*
import numpy as np
f = lambda x: x ** 3 - x - 2
lo, hi = 1.0, 2.0
for _ in range(60):
    mid = (lo + hi) / 2
    if f(lo) * f(mid) <= 0:
        hi = mid
    else:
        lo = mid
print(round(mid, 10))
r = np.roots([1, 0, -1, -2])
print(np.round(r[np.isreal(r)].real, 10))
