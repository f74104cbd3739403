# krait-run: --allow-import numpy.*
import numpy as np
x = np.int64(3)
f = np.float64(1.5)
print(isinstance(x, int), isinstance(f, float), isinstance(x, np.integer), isinstance(f, np.floating))
print(isinstance(x, np.number), isinstance(np.bool_(True), bool), isinstance(np.bool_(True), np.generic))
print(type(x).__name__, type(f).__name__, type(np.array([1]).sum()).__name__)
print(isinstance(np.array([1.0])[0], float))
print(type(np.array([1, 2]).tolist()[0]).__name__, type(np.array([1.5]).item()).__name__)
