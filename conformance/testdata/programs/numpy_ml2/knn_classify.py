# krait-run: --allow-import numpy.*
import numpy as np
train = np.array([[1, 1], [1, 2], [5, 5], [6, 5], [6, 6]])
labels = np.array(['a', 'a', 'b', 'b', 'b'])
test = np.array([[2, 1], [5, 6]])
for q in test:
    d = np.sqrt(((train - q) ** 2).sum(axis=1))
    nn = np.argsort(d)[:3]
    vals, cnt = np.unique(labels[nn], return_counts=True)
    print(q, np.round(d[nn], 3), vals[cnt.argmax()])
