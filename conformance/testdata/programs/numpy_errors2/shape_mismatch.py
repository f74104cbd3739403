# krait-run: --allow-import numpy.*
import numpy as np
a = np.ones((3, 4))
b = np.ones((4, 3))
try:
    a + b
except ValueError as e:
    print("ValueError:", e)
try:
    a @ a
except ValueError as e:
    print("ValueError:", e)
try:
    np.dot(a, np.ones(3))
except ValueError as e:
    print("ValueError:", e)
print((a @ b).shape)
