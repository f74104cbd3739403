# krait-run: --allow-import numpy.*
import numpy as np
n = 10
u = np.zeros(n)
u[n // 2] = 100.0
alpha = 0.25
for step in range(20):
    u[1:-1] = u[1:-1] + alpha * (u[2:] - 2 * u[1:-1] + u[:-2])
print(np.round(u, 3))
print(round(u.sum(), 6), u.argmax())
