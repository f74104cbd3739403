# krait-run: --allow-import numpy.*
import numpy as np
try:
    print(np.add(np.arange(3), 1.5, out=np.zeros(3, dtype=int)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(np.sqrt(np.arange(3), out=np.zeros(3, dtype=int)))
except Exception as e:
    print(type(e).__name__, e)
a = np.array([1.0, 2.0, 0.0, 4.0])
b = np.array([2.0, 0.0, 0.0, 8.0])
print(np.divide(a, b, out=np.zeros_like(a), where=b != 0))
print(np.divide(a, b, out=np.full(4, -1.0), where=b != 0))
print(np.log(a, out=np.full(4, np.nan), where=a > 0))
print(np.sqrt(a, where=[True, False, True, False], out=a.copy()))
o = np.zeros((2, 4))
np.multiply(a, 2, out=o, where=np.array([[True], [False]]))
print(o)
print(np.add(np.arange(4), 10, out=np.zeros(4, dtype=int), where=np.arange(4) % 2 == 0))
r = np.true_divide(np.array([3, 4]), np.array([0, 2]), out=np.zeros(2), where=np.array([False, True]))
print(r)
