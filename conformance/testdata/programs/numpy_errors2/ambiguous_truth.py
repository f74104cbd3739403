# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1, 2, 3])
try:
    if a > 1:
        print("yes")
except ValueError as e:
    print("ValueError:", e)
try:
    print(a and a)
except ValueError as e:
    print("ValueError:", e)
if (a > 1).any():
    print("some")
if np.array([5]) > 1:
    print("single element ok")
print(bool(np.array([0])))
