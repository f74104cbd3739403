# krait-run: --allow-import numpy.*
import numpy as np
flips = np.array([1, 0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0])
print("Heads:", flips.sum(), "Tails:", len(flips) - flips.sum())
runs = np.diff(np.concatenate([[0], flips, [0]]))
starts = np.where(runs == 1)[0]
ends = np.where(runs == -1)[0]
print("Run lengths:", ends - starts)
print("Longest run:", (ends - starts).max())
print("Proportion:", np.cumsum(flips)[-5:] / np.arange(11, 16))
