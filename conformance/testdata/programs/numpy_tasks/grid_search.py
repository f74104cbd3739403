# krait-run: --allow-import numpy.*
import numpy as np
def f(x, y):
    return (x - 1.5) ** 2 + (y + 0.5) ** 2 + 3
xs = np.linspace(-3, 3, 61)
ys = np.linspace(-3, 3, 61)
X, Y = np.meshgrid(xs, ys)
Z = f(X, Y)
idx = np.unravel_index(np.argmin(Z), Z.shape)
print(idx, X[idx], Y[idx], Z[idx])
print(Z.shape, Z.min().round(6))
