# krait-run: --allow-import numpy.*
import numpy as np
scores = np.array([88, 92, 79, 65, 95, 70, 84, 58, 91, 77])
passed = scores >= 70
print("Passed:", passed.sum(), "of", len(scores))
print("Pass rate:", passed.mean() * 100, "%")
print("Top 3:", np.sort(scores)[-3:][::-1])
print("Top 3 idx:", np.argsort(scores)[-3:][::-1])
grades = np.where(scores >= 90, "A", np.where(scores >= 80, "B", np.where(scores >= 70, "C", "F")))
print(grades)
vals, counts = np.unique(grades, return_counts=True)
for v, c in zip(vals, counts):
    print(v, c)
