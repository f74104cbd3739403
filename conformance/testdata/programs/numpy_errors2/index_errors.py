# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(5)
try:
    a[10]
except IndexError as e:
    print("IndexError:", e)
m = np.zeros((2, 3))
try:
    m[0, 5]
except IndexError as e:
    print("IndexError:", e)
try:
    m[0, 0, 0]
except IndexError as e:
    print("IndexError:", e)
try:
    a[np.array([True, False])]
except IndexError as e:
    print("IndexError:", e)
try:
    a[1.5]
except IndexError as e:
    print("IndexError:", e)
