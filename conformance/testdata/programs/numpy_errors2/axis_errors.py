# krait-run: --allow-import numpy.*
import numpy as np
a = np.ones((2, 3))
try:
    a.sum(axis=2)
except np.AxisError as e:
    print("AxisError:", e)
try:
    np.concatenate([a, np.ones((2, 2))], axis=0)
except ValueError as e:
    print("ValueError:", e)
try:
    np.stack([a, np.ones((3, 2))])
except ValueError as e:
    print("ValueError:", e)
try:
    a.mean(axis=-3)
except Exception as e:
    print(type(e).__name__, e)
print(isinstance(np.AxisError(1, 2), ValueError), isinstance(np.AxisError(1, 2), IndexError))
