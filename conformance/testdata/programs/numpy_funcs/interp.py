# krait-run: --allow-import numpy.*
import numpy as np
xp = [1, 2, 3]
fp = [3, 2, 0]
print(np.interp(2.5, xp, fp))
print(np.interp([0, 1, 1.5, 2.72, 3.14], xp, fp))
print(np.interp(3.14, xp, fp, right=-99.0))
x = np.linspace(0, 10, 5)
print(np.interp(x, [0, 10], [100, 200]))
