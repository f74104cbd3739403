# krait-run: --allow-import numpy.*
import numpy as np
table = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
M = np.array(table)
print(M.diagonal(), np.fliplr(M).diagonal())
print(M.trace(), np.trace(np.fliplr(M)))
print(M[::-1], M[:, ::-1])
print(M.sum(), M.sum(axis=0).tolist(), M.sum(axis=1).tolist())
magic = np.array([[2, 7, 6], [9, 5, 1], [4, 3, 8]])
sums = np.concatenate([magic.sum(axis=0), magic.sum(axis=1), [np.trace(magic), np.trace(np.fliplr(magic))]])
print(sums, np.all(sums == sums[0]))
