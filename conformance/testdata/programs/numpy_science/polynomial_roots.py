# krait-run: --allow-import numpy.*
import numpy as np
coeffs = [1, -6, 11, -6]
r = np.roots(coeffs)
print(np.round(np.sort(r), 6))
print(np.round(np.polyval(coeffs, r), 8))
print(np.poly([1, 2, 3]))
print(np.polyder([1, -6, 11, -6]), np.polyint([3, 2, 1]))
print(np.polyadd([1, 2], [1, 2, 3]), np.polysub([1, 2, 3], [1, 1]), np.polymul([1, 1], [1, -1]))
