# krait-run: --allow-import numpy.*
import numpy as np
m = np.array([[2, 7, 6], [9, 5, 1], [4, 3, 8]])
sums = np.concatenate([m.sum(axis=0), m.sum(axis=1), [np.trace(m), np.trace(np.fliplr(m))]])
print(sums, np.all(sums == sums[0]))
print(np.sort(m.ravel()).tolist() == list(range(1, 10)))
print(np.rot90(m, 2))
print(m.T @ np.ones(3, dtype=int))
