# krait-run: --allow-import numpy.*
import numpy as np
board = np.array([[1, 2, 1], [0, 1, 2], [2, 0, 1]])
def winner(b):
    lines = list(b) + list(b.T) + [np.diag(b), np.diag(np.fliplr(b))]
    for l in lines:
        if l[0] != 0 and np.all(l == l[0]):
            return int(l[0])
    return 0
print(winner(board))
print(np.argwhere(board == 0))
print((board == 1).sum(), (board == 2).sum())
