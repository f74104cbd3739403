# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([-1.0, -0.5, 0.0, 0.5, 1.0])
print(np.round(np.arcsin(x), 6))
print(np.round(np.arctan(x), 6))
print(np.round(np.sinh(x), 6), np.round(np.cosh(x), 6))
print(np.round(np.arcsinh(x), 6))
print(np.round(np.arctanh(x[1:-1]), 6))
print(np.round(np.arccosh(np.array([1.0, 2.0, 10.0])), 6))
print(np.round(np.sinc(x), 6))
