# krait-run: --allow-import numpy.*
import numpy as np
xp = np.array([0.0, 1.0, 2.0, 3.0])
fp = np.array([0.0, 10.0, 15.0, 30.0])
print(np.interp([0.5, 1.5, 2.5, 4.0, -1.0], xp, fp))
print(np.interp(1.25, xp, fp, left=-1, right=-2))
x = np.linspace(0, np.pi, 101)
print(round(np.trapz(np.sin(x), x), 6))
print(np.trapz([1, 2, 3]), np.trapz([1, 2, 3], dx=0.5))
print(np.gradient(np.array([1.0, 4.0, 9.0, 16.0])))
print(np.gradient(np.array([[1.0, 2.0], [4.0, 8.0]])))
