# krait-run: --allow-import numpy.*
import numpy as np
# deterministic grid instead of random points
n = 200
xs = (np.arange(n) + 0.5) / n
X, Y = np.meshgrid(xs, xs)
inside = X ** 2 + Y ** 2 <= 1
print(inside.sum(), inside.size)
print(f"pi ~ {4 * inside.mean():.4f}")
