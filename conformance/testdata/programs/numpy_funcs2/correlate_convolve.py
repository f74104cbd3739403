# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
v = np.array([0, 1, 0.5])
print(np.correlate(a, v))
print(np.correlate(a, v, 'full'))
print(np.correlate(a, v, mode='same'))
print(np.convolve(a, v), np.convolve(a, v, 'same'))
