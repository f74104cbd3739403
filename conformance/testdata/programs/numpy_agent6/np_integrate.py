# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(0, np.pi, 101)
y = np.sin(x)
print(round(np.trapz(y, x), 6))
print(np.round(np.gradient(np.array([1.0, 4.0, 9.0, 16.0, 25.0])), 4))
print(np.interp([1.5, 2.5], [1, 2, 3], [10, 20, 30]))
print(np.round(np.convolve([1, 2, 3], [0, 1, 0.5]), 3))
xs = np.linspace(-2, 2, 5)
print(xs, np.exp(-xs ** 2).round(5))
print(np.cumsum(np.ones(5) * 0.1).round(10))
print(np.round(np.mean(np.sin(x) ** 2), 6))
