# krait-run: --allow-import numpy.*
import numpy as np
steps = np.array([1, -1, 1, 1, -1, 1, -1, -1, 1, 1, 1, -1])
pos = np.cumsum(steps)
print(pos)
print("Final:", pos[-1], "Max:", pos.max(), "Min:", pos.min())
print("Time at max:", np.argmax(pos))
print("Returns to zero:", np.sum(pos == 0))
print("Positive fraction:", np.mean(pos > 0))
