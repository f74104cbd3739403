# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(-2, 1, 12)
y = np.linspace(-1, 1, 6)
c = x[None, :] + 1j * y[:, None]
z = np.zeros_like(c)
count = np.zeros(c.shape, dtype=int)
for i in range(20):
    mask = np.abs(z) <= 2
    z[mask] = z[mask] ** 2 + c[mask]
    count[mask] += 1
print(count)
