# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(-2, 2, 9)
y = x ** 3 - 2 * x + 1
for deg in (1, 2, 3):
    c = np.polyfit(x, y, deg)
    err = np.abs(np.polyval(c, x) - y).max()
    print(deg, np.round(c, 6) + 0.0, f"{err:.2e}" if err > 1e-9 else "exact")
p = np.poly1d(np.polyfit(x, y, 3))
print(np.round(p.coeffs, 6), np.round(p.r, 6) if False else p.order)
print(np.round(np.polyder(p.coeffs), 6), np.round(np.polyint([3.0, 0.0, -2.0]), 6))
