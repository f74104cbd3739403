# krait-run: --allow-import numpy.*
import numpy as np
scores = np.array([[0.1, 0.5, 0.4], [0.7, 0.2, 0.1], [0.3, 0.3, 0.4]])
labels = np.array([2, 0, 2])
pred = scores.argmax(axis=1)
print(pred, (pred == labels).mean())
top2 = np.argsort(scores, axis=1)[:, -2:]
print(top2)
print(np.any(top2 == labels[:, None], axis=1).mean())
print(np.sort(scores, axis=1)[:, ::-1])
