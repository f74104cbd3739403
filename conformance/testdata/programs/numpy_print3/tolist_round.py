# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[1.123456, 2.5], [3.0, 4.987654321]])
print(a.tolist())
print(a.round(2).tolist())
print(np.round(a, 3))
print(np.around(np.array([0.5, 1.5, 2.5, -0.5])), np.round(1234.567, -2))
print([round(v, 2) for v in a.ravel()])
print(list(a[0]), list(map(float, a[1])))
