# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(0, np.pi, 101)
y = np.sin(x)
print(round(np.trapz(y, x), 6))
dx = x[1] - x[0]
print(round(np.sum(y) * dx, 6))
xs = np.linspace(0, 1, 1001)
print(round(np.trapz(xs ** 3, xs), 8))
print(round(np.trapz(np.exp(-xs ** 2), xs), 6))
