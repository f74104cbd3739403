# krait-run: --allow-import numpy.*
import numpy as np
probs = np.array([0.1, 0.3, 0.4, 0.2])
cdf = np.cumsum(probs)
print(cdf)
u = np.array([0.05, 0.35, 0.75, 0.99])
print(np.searchsorted(cdf, u))
print(np.round(-np.sum(probs * np.log2(probs)), 6))
print(np.round(np.sum(np.arange(4) * probs), 6))
