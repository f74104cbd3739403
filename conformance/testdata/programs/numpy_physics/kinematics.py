# krait-run: --allow-import numpy.*
import numpy as np
t = np.linspace(0, 5, 6)
v0, a = 3.0, 2.0
x = v0 * t + 0.5 * a * t ** 2
v = v0 + a * t
print(x)
print(v)
print(np.gradient(x, t))
print(np.trapz(v, t))
print(np.diff(x) / np.diff(t))
