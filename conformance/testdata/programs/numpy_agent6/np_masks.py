# krait-run: --allow-import numpy.*
import numpy as np
temps = np.array([22.5, 25.1, 19.8, 30.2, 28.7, 17.3, 24.0, 31.5])
hot = temps > 25
print(hot)
print(temps[hot], hot.sum(), hot.mean())
print(np.where(hot)[0])
temps_c = temps.copy()
temps_c[temps_c > 30] = 30
print(temps_c)
print(np.any(temps < 18), np.all(temps > 15))
print(np.select([temps < 20, temps < 28], ["cold", "mild"], default="hot"))
print(np.diff(temps).round(2))
print(np.round(np.mean(temps[~hot]), 3))
