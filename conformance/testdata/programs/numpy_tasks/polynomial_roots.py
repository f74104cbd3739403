# krait-run: --allow-import numpy.*
import numpy as np
coeffs = [1, -6, 11, -6]
r = np.roots(coeffs)
print(np.round(np.sort(r.real), 6))
p = np.poly1d(coeffs)
print(p(4), p.deriv()(1), p.order)
print(np.polyval(coeffs, [0, 1, 2, 3, 4]))
print(np.round(np.poly(np.array([1.0, 2.0, 3.0])), 6))
