# krait-run: --allow-import numpy.*
import numpy as np
labels = np.array([0, 2, 1, 2, 0])
n = labels.max() + 1
onehot = np.eye(n)[labels]
print(onehot)
print(onehot.argmax(axis=1))
oh = np.zeros((labels.size, n), dtype=int)
oh[np.arange(labels.size), labels] = 1
print(oh)
print(oh.sum(axis=0))
