# krait-run: --allow-import numpy.*
import numpy as np
scores = np.array([[85, 90, 78], [92, 88, 95], [70, 65, 80], [88, 92, 85]])
print("Averages:", scores.mean(axis=1))
print("Subject max:", scores.max(axis=0))
print("Best student:", scores.mean(axis=1).argmax())
print("Above 85 count:", (scores > 85).sum(axis=0))
curved = np.clip(scores + 5, 0, 100)
print(curved)
print(np.round(scores.std(axis=0), 3))
ranks = scores.mean(axis=1).argsort()[::-1]
print("Ranking:", ranks)
