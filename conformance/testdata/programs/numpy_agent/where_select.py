# krait-run: --allow-import numpy.*
import numpy as np
x = np.arange(-5, 6)
print(np.where(x < 0, -x, x))
print(np.where(x % 2 == 0, "even", "odd"))
conds = [x < -2, x > 2]
choices = [x * 10, x * 100]
print(np.select(conds, choices, default=0))
print(np.piecewise(x, [x < 0, x >= 0], [-1, 1]) if hasattr(np, "piecewise") else "skip")
print(np.clip(x, -2, 2))
print(np.abs(x).argmax())
