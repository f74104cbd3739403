# krait-run: --allow-import numpy.*
import numpy as np
m = np.arange(1, 13).reshape(3, 4)
print(m)
print("row sums:", m.sum(axis=1))
print("col means:", m.mean(axis=0))
print("trace of m[:, :3]:", np.trace(m[:, :3]))
print("transpose shape:", m.T.shape)
print("max index:", np.unravel_index(m.argmax(), m.shape))
print("flattened evens:", m[m % 2 == 0])
