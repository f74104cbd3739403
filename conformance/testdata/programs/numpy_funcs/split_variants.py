# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(12).reshape(3, 4)
for part in np.hsplit(a, 2):
    print(part)
for part in np.vsplit(a, [1]):
    print(part.shape)
print(np.split(np.arange(8), [3, 5]))
print(np.array_split(np.arange(7), 4))
print(np.split(a, 3, axis=0)[1])
