# krait-run: --allow-import numpy.*
import numpy as np
criteria = np.array([[7, 8, 6], [9, 6, 7], [6, 9, 8]])
weights = np.array([0.5, 0.3, 0.2])
scores = criteria @ weights
print(scores)
print("Winner:", ["A", "B", "C"][scores.argmax()])
normalized = criteria / criteria.max(axis=0)
print(np.round(normalized, 3))
print(np.round(normalized @ weights, 4))
