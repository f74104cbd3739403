# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0, 1, 2, 3, 4])
y = np.array([1, 3, 7, 13, 21])
coef = np.polyfit(x, y, 2)
print(np.round(coef, 6))
p = np.poly1d(np.round(coef, 6))
print(p(5))
print(np.polyval([1, 2, 3], 2))
print(np.polyval([1, 0, -1], np.array([0, 1, 2])))
print(np.roots([1, -3, 2]))
print(np.roots([1, 0, 1]))
