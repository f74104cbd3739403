# krait-run: --allow-import numpy.*
import numpy as np
z = np.array([1 + 2j, -3.5 + 0.25j, 0 - 1j])
print(z)
print(repr(z))
print(z.real, z.imag, np.abs(z))
print(np.conj(z))
print(z * 2, z + 1)
print(np.array([1j, 2j]) ** 2)
print(np.sqrt(np.array([-4 + 0j, 4 + 0j])))
print(np.angle(np.array([1j, 1 + 0j])))
