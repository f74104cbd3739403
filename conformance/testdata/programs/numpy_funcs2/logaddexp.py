# krait-run: --allow-import numpy.*
import numpy as np
a = np.log(np.array([1e-50, 1e-300, 0.5]))
b = np.log(np.array([2e-50, 1e-300, 0.25]))
print(np.round(np.logaddexp(a, b), 6))
print(np.round(np.exp(np.logaddexp(a, b)[2]), 12))
print(np.logaddexp2(np.array([1.0, 3.0]), np.array([1.0, 3.0])))
