# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([-3, -1, 0, 2, 5])
print(np.sign(a), np.abs(a), np.absolute(a), np.fabs(a))
print(np.square(a), np.sqrt(np.abs(a)))
print(np.reciprocal(np.array([1.0, 2.0, 4.0])))
print(np.negative(a), np.positive(a))
print(np.exp2(np.array([1, 2, 3])), np.log1p(np.array([0.0])), np.expm1(np.array([0.0])))
print(np.cbrt(np.array([8.0, 27.0, -64.0])))
print(np.heaviside(np.array([-1.0, 0.0, 2.0]), 0.5) if hasattr(np, "heaviside") else None)
print(np.signbit(np.array([-1.0, 0.0, -0.0])))
print(np.copysign(np.array([1.0, 2.0]), -1.0))
