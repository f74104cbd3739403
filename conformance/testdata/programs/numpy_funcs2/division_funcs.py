# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([7, -7, 7, -7])
b = np.array([2, 2, -2, -2])
print(np.divide(a, b), np.true_divide(a, b))
print(np.floor_divide(a, b), a // b)
print(np.mod(a, b), np.remainder(a, b), a % b)
print(np.fmod(a, b))
print(np.divmod(a, b))
q, r = np.modf(np.array([3.5, -2.25]))
print(q, r)
print(np.float_power(2, np.array([0.5, 2, -1])))
