# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0.25, 1.0, 4.0, 9.0])
print(np.sqrt(x), np.square(x), np.cbrt(np.array([8.0, 27.0])))
print(np.log2(x), np.log10(np.array([1, 10, 100, 1000])))
print(np.exp(np.array([0, 1])).round(6), np.expm1(1e-10), np.log1p(1e-10))
print(np.floor([-1.5, 1.5]), np.ceil([-1.5, 1.5]), np.trunc([-1.5, 1.5]), np.rint([0.5, 1.5, 2.5]))
print(np.abs([-3, 3]), np.sign([-2.0, 0.0, 2.0]), np.reciprocal([1.0, 4.0]))
