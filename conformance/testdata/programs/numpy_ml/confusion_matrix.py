# krait-run: --allow-import numpy.*
import numpy as np
y_true = np.array([0, 1, 1, 0, 1, 0, 1, 1])
y_pred = np.array([0, 1, 0, 0, 1, 1, 1, 1])
cm = np.zeros((2, 2), dtype=int)
for t, p in zip(y_true, y_pred):
    cm[t, p] += 1
print(cm)
tp, fn, fp, tn = cm[1, 1], cm[1, 0], cm[0, 1], cm[0, 0]
print("accuracy", (y_true == y_pred).mean())
precision = tp / (tp + fp)
recall = tp / (tp + fn)
print(f"precision={precision:.3f} recall={recall:.3f}")
print("f1", round(2 * precision * recall / (precision + recall), 4))
np.add.at(cm, (y_true, y_pred), 1)
print(cm)
