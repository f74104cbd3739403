# krait-run: --allow-import numpy.*
import numpy as np
k, m, dt = 4.0, 1.0, 0.1
x, v = 1.0, 0.0
xs = []
for _ in range(20):
    a = -k / m * x
    v += a * dt
    x += v * dt
    xs.append(x)
xs = np.array(xs)
print(np.round(xs[:5], 6))
print(round(xs.min(), 6), round(xs.max(), 6))
print(np.sign(xs).astype(int))
