# krait-run: --allow-import numpy.*
import numpy as np
g = 9.81
v0 = 20.0
angles = np.radians(np.array([15, 30, 45, 60, 75]))
ranges = v0 ** 2 * np.sin(2 * angles) / g
print(np.round(ranges, 3))
print("Best angle:", np.degrees(angles[np.argmax(ranges)]))
t = np.linspace(0, 2 * v0 * np.sin(np.pi / 4) / g, 5)
h = v0 * np.sin(np.pi / 4) * t - 0.5 * g * t ** 2
print(np.round(h, 3))
