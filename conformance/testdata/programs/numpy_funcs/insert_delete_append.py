# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3, 4])
print(np.append(a, [5, 6]))
print(np.append([[1, 2]], [[3, 4]], axis=0))
print(np.insert(a, 1, 99))
print(np.insert(a, [1, 3], [10, 30]))
print(np.delete(a, 0), np.delete(a, [0, 2]))
m = np.arange(9).reshape(3, 3)
print(np.delete(m, 1, axis=0))
print(np.delete(m, 1, axis=1))
print(np.delete(a, np.s_[1:3]) if hasattr(np, "s_") else np.delete(a, [1, 2]))
