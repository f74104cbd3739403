# krait-run: --allow-import numpy.*
import numpy as np
incomes = np.array([12000, 45000, 78000, 150000, 33000, 99000])
edges = [0, 30000, 60000, 100000, np.inf]
labels = np.array(["low", "mid", "upper", "high"])
idx = np.digitize(incomes, edges) - 1
print(idx)
print(labels[idx])
counts = np.bincount(idx, minlength=len(labels))
print(dict(zip(labels.tolist(), counts.tolist())))
h, e = np.histogram(incomes, bins=edges)
print(h, e)
