# krait-run: --allow-import numpy.*
import numpy as np
phase = np.array([0.0, 3.0, 6.0, 9.0, 12.0]) % (2 * np.pi)
print(np.round(phase, 4))
print(np.round(np.unwrap(phase), 4))
dst = np.zeros(4)
np.copyto(dst, np.array([1, 2, 3, 4]))
print(dst)
np.copyto(dst, 9.0, where=np.array([True, False, True, False]))
print(dst)
print(np.msort(np.array([[3, 1], [1, 2]])))
