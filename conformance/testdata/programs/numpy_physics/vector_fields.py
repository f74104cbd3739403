# krait-run: --allow-import numpy.*
import numpy as np
x, y = np.meshgrid(np.arange(-1, 2), np.arange(-1, 2))
u, v = -y, x
print(u)
print(v)
speed = np.hypot(u, v)
print(speed)
print(np.round(np.arctan2(v, u) * 180 / np.pi, 6))
