# krait-run: --allow-import numpy.*
import numpy as np
rolls = np.array([3, 6, 1, 4, 4, 2, 6, 6, 5, 1, 3, 4, 2, 6, 5])
counts = np.bincount(rolls, minlength=7)[1:]
print(counts)
for face, c in enumerate(counts, start=1):
    print(f"{face}: {'#' * c}")
hist, edges = np.histogram(rolls, bins=6, range=(0.5, 6.5))
print(hist, edges)
print("mode:", np.argmax(counts) + 1)
