# krait-run: --allow-import numpy.*
import numpy as np
steps = np.array([1, -1, 1, 1, -1, 1, -1, -1, -1, 1, 1, 1])
pos = np.cumsum(steps)
print(pos)
print("max dist:", np.abs(pos).max(), "final:", pos[-1])
print("first time at 3:", np.argmax(pos == 3) if (pos == 3).any() else None)
crossings = np.where(np.diff(np.sign(pos)) != 0)[0]
print(crossings)
