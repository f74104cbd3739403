# krait-run: --allow-import numpy.*
import numpy as np
z = np.array([1 + 2j, 3 - 4j, -1j])
print(np.real(z), np.imag(z), z.real, z.imag)
print(np.conjugate(z), np.conj(z))
print(np.abs(z), np.round(np.angle(z, deg=True), 4))
print(np.iscomplex(z), np.isreal(np.array([1.0, 2 + 0j])))
print(np.iscomplexobj(z), np.isrealobj(np.array([1.0])))
print(np.real_if_close(np.array([2.0 + 1e-15j, 3.0 + 0j])))
