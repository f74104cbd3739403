# krait-run: --allow-import numpy.*
import numpy as np
grid = np.array([[5, 3, 4, 6, 7, 8, 9, 1, 2], [6, 7, 2, 1, 9, 5, 3, 4, 8], [1, 9, 8, 3, 4, 2, 5, 6, 7],
                 [8, 5, 9, 7, 6, 1, 4, 2, 3], [4, 2, 6, 8, 5, 3, 7, 9, 1], [7, 1, 3, 9, 2, 4, 8, 5, 6],
                 [9, 6, 1, 5, 3, 7, 2, 8, 4], [2, 8, 7, 4, 1, 9, 6, 3, 5], [3, 4, 5, 2, 8, 6, 1, 7, 9]])
target = np.arange(1, 10)
rows_ok = all(np.array_equal(np.sort(r), target) for r in grid)
cols_ok = all(np.array_equal(np.sort(c), target) for c in grid.T)
boxes = grid.reshape(3, 3, 3, 3).swapaxes(1, 2).reshape(9, 9)
boxes_ok = all(np.array_equal(np.sort(b), target) for b in boxes)
print(rows_ok, cols_ok, boxes_ok)
print(grid.sum(axis=0), grid.sum(axis=1))
