# krait-run: --allow-import numpy.*
import numpy as np
F = np.array([[1, 1], [1, 0]])
fibs = [np.linalg.matrix_power(F, n)[0, 1] for n in range(15)]
print(fibs)
phi = (1 + np.sqrt(5)) / 2
approx = np.round(phi ** np.arange(15) / np.sqrt(5)).astype(int)
print(approx)
print(np.array_equal(approx, fibs))
