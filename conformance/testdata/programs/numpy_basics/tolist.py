# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(a.tolist(), type(a.tolist()[0][0]))
f = np.array([1.5, 2.0])
print(f.tolist())
print(np.array([True, False]).tolist())
print(np.arange(3).tolist(), list(np.arange(3)))
print(a[0].tolist(), a.item(3), np.array(7).item())
print(np.array(3.5), repr(np.array(3.5)), np.array(3.5).shape)
