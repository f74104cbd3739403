# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(-2, 2, 9)
y = np.piecewise(x, [x < 0, x >= 0], [lambda v: -v, lambda v: v ** 2])
print(y)
conds = [x < -1, (x >= -1) & (x <= 1), x > 1]
choices = [np.zeros_like(x), x, 2 * x]
print(np.select(conds, choices))
print(np.select([x > 1], [x], default=-1))
print(np.choose([0, 1, 2, 1], [[1, 2, 3, 4], [10, 20, 30, 40], [100, 200, 300, 400]]))
