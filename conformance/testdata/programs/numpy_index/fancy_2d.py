# krait-run: --allow-import numpy.*
import numpy as np
m = np.arange(16).reshape(4, 4)
rows = np.array([0, 2])
cols = np.array([1, 3])
print(m[rows][:, cols])
print(m[rows[:, None], cols])
print(m[np.ix_(rows, cols)] if hasattr(np, "ix_") else m[rows[:, None], cols])
print(m[[3, 0, 1]])
print(m[:, [0, 0, 1]])
print(m[[1, 2], 1:3])
print(m[1:3, [0, 2]])
print(m[[[0, 1], [2, 3]], [[0, 1], [2, 3]]])
print(m[[-1, -2]])
