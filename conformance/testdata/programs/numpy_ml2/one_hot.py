# krait-run: --allow-import numpy.*
import numpy as np
labels = np.array([2, 0, 1, 2, 3])
n = labels.max() + 1
oh = np.eye(n)[labels]
print(oh)
oh2 = np.zeros((labels.size, n), dtype=int)
oh2[np.arange(labels.size), labels] = 1
print(oh2)
print(oh2.argmax(axis=1))
