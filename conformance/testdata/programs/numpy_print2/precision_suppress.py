# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.0e-6, 0.5, 123.456789])
print(a)
print(np.array2string(a, suppress_small=True))
print(np.array2string(a, precision=2, suppress_small=True))
np.set_printoptions(suppress=True, precision=4)
print(a)
print(np.array([1e-10, 2.0]))
print(np.array([[0.000001, 1000.5], [3.14159, -2.5]]))
np.set_printoptions(suppress=False, precision=8)
print(np.array([[0.000001, 1000.5], [3.14159, -2.5]]))
