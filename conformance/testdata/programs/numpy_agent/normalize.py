# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([10.0, 20.0, 30.0, 40.0, 50.0])
z = (x - x.mean()) / x.std()
print(z)
mm = (x - x.min()) / (x.max() - x.min())
print(mm)
print(np.round(z, 3))
print(z.mean(), z.std())
unit = x / np.linalg.norm(x)
print(unit, np.linalg.norm(unit))
