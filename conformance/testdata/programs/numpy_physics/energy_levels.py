# krait-run: --allow-import numpy.*
import numpy as np
n = np.arange(1, 7)
E = -13.6 / n ** 2
print(np.round(E, 4))
dE = E[1:] - E[0]
print(np.round(dE, 4))
wavelength = 1240 / dE
print(np.round(wavelength, 2))
print(np.argmin(np.abs(wavelength - 100)))
