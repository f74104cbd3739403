# krait-run: --allow-import numpy.*
import numpy as np
y_true = np.array([0, 1, 2, 2, 1, 0, 1, 2, 0, 1])
y_pred = np.array([0, 2, 2, 2, 1, 0, 0, 1, 0, 1])
k = 3
cm = np.zeros((k, k), dtype=int)
np.add.at(cm, (y_true, y_pred), 1)
print(cm)
acc = np.trace(cm) / cm.sum()
print("accuracy:", acc)
precision = np.diag(cm) / cm.sum(axis=0)
recall = np.diag(cm) / cm.sum(axis=1)
print(np.round(precision, 4), np.round(recall, 4))
f1 = 2 * precision * recall / (precision + recall)
print(np.round(f1, 4), round(f1.mean(), 4))
