# krait-run: --allow-import numpy.*
import numpy as np
y = np.array([1.0, 4.0, 9.0, 16.0, 25.0])
print(np.gradient(y))
print(np.gradient(y, 2.0))
print(np.gradient(np.array([[1.0, 2.0, 4.0], [2.0, 5.0, 9.0]])))
x = np.linspace(0, 1, 11)
print(np.trapz(x ** 2, x))
print(np.trapz([1, 2, 3]))
print(np.trapz([1, 2, 3], dx=0.5))
print(np.diff([1, 4, 9, 16]), np.diff([1, 4, 9, 16], n=2))
print(np.diff(np.array([[1, 3, 6], [2, 2, 5]]), axis=0))
print(np.ediff1d([1, 2, 4, 7]))
