# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(3).reshape(3, 1)
b = np.arange(4)
print(a + b)
print(a * b)
m = np.ones((2, 3))
print(m + np.array([1, 2, 3]))
print(m * np.array([[2], [3]]))
x = np.array([[1.0, 2.0], [3.0, 4.0]])
print(x - x.mean(axis=0))
print(x / x.sum(axis=1, keepdims=True))
try:
    np.array([1, 2, 3]) + np.array([1, 2])
except ValueError as e:
    print("ValueError:", e)
