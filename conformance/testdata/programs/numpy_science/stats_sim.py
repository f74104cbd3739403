# krait-run: --allow-import numpy.*
import numpy as np
rolls = np.array([3, 6, 1, 4, 4, 2, 6, 5, 3, 1, 6, 6, 2, 5, 4])
counts = np.bincount(rolls, minlength=7)[1:]
print(counts)
print(np.round(counts / counts.sum(), 3))
print("Most common:", np.argmax(counts) + 1)
print("Mean:", rolls.mean(), "Expected:", np.arange(1, 7).mean())
chi2 = ((counts - len(rolls) / 6) ** 2 / (len(rolls) / 6)).sum()
print(round(chi2, 4))
