# krait-run: --allow-import numpy.*
import numpy as np
try:
    np.array(['1', 'x']).astype(float)
except ValueError as e:
    print("ValueError:", e)
print(np.array(['1', '2.5']).astype(float))
try:
    int(np.array([1, 2]))
except TypeError as e:
    print("TypeError:", e)
print(int(np.array([7])), float(np.array([[2.5]])))
try:
    np.array([1, [2, 3]])
except ValueError as e:
    print("ValueError:", str(e)[:80])
print(np.array([1, [2, 3]], dtype=object))
