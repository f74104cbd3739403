# krait-run: --allow-import numpy.*
import numpy as np
deg = np.array([0, 30, 45, 60, 90, 180, 270])
rad = np.deg2rad(deg)
print(np.round(rad, 4))
print(np.round(np.sin(rad), 4))
print(np.round(np.cos(rad), 4))
print(np.rad2deg(np.arctan2(1, 1)))
print(np.degrees(np.pi / 3).round(10))
