# krait-run: --allow-import numpy.*
import numpy as np
km = np.array([1.0, 5.0, 10.0, 42.195])
miles = km * 0.621371
print(np.round(miles, 3))
for k, mi in zip(km, miles):
    print(f"{k:7.3f} km = {mi:7.3f} mi")
kelvin = np.array([0.0, 273.15, 373.15])
print(kelvin - 273.15, (kelvin - 273.15) * 9 / 5 + 32)
