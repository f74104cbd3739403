# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0, np.pi / 6, np.pi / 4, np.pi / 2])
print(np.round(np.sin(x), 6))
print(np.round(np.cos(x), 6))
print(np.degrees(x))
print(np.radians(np.array([0, 90, 180])))
print(np.arctan2(1.0, 1.0))
print(np.round(np.tan(np.array([0.0, 0.5])), 8))
print(np.hypot(3, 4))
