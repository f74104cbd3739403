# krait-run: --allow-import numpy.*
import numpy as np
scores = np.array([55, 62, 70, 71, 80, 85, 90, 42, 66, 78])
curved = np.clip(scores + (75 - scores.mean()), 0, 100)
print(curved)
z = (scores - scores.mean()) / scores.std()
letter = np.select([z > 1, z > 0, z > -1], ['A', 'B', 'C'], default='D')
print(letter)
print(dict(zip(*np.unique(letter, return_counts=True))))
print(np.percentile(scores, [25, 50, 75]))
