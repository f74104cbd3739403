# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(5)
try:
    a[10]
except IndexError as e:
    print("IndexError:", e)
try:
    np.arange(6).reshape(4, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    np.zeros((2, 2))[0, 0, 0]
except IndexError as e:
    print("IndexError:", e)
try:
    np.linalg.inv(np.zeros((2, 2)))
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    if np.array([1, 2]) > 0:
        pass
except ValueError as e:
    print("ValueError:", e)
