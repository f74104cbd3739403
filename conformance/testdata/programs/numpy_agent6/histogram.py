# krait-run: --allow-import numpy.*
import numpy as np
np.random.seed(42)
scores = np.random.normal(70, 10, 200)
counts, edges = np.histogram(scores, bins=8)
print(counts)
print(np.round(edges, 2))
for c, lo, hi in zip(counts, edges[:-1], edges[1:]):
    print(f"{lo:6.1f}-{hi:6.1f}: {'#' * (c // 4)}")
counts2, _ = np.histogram(scores, bins=[0, 50, 60, 70, 80, 90, 100])
print(counts2, counts2.sum())
print(np.histogram([1, 2, 2, 3, 3, 3], bins=3, density=True))
