# krait-run: --allow-import numpy.*
import numpy as np
scores = np.array([88, 92, 79, 65, 95, 70, 84, 91, 58, 77])
print("mean:", scores.mean())
print("median:", np.median(scores))
print("std:", scores.std())
print("std (ddof=1):", scores.std(ddof=1))
print("above mean:", scores[scores > scores.mean()])
grades = np.where(scores >= 90, 'A', np.where(scores >= 80, 'B', np.where(scores >= 70, 'C', 'F')))
print(grades)
vals, counts = np.unique(grades, return_counts=True)
print(dict(zip(vals, counts)))
print({str(k): int(v) for k, v in zip(vals, counts)})
