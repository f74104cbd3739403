# krait-run: --allow-import numpy.*
import numpy as np
board = np.zeros((6, 6), dtype=int)
board[1, 2] = board[2, 3] = board[3, 1] = board[3, 2] = board[3, 3] = 1
def step(b):
    n = sum(np.roll(np.roll(b, i, 0), j, 1) for i in (-1, 0, 1) for j in (-1, 0, 1) if (i, j) != (0, 0))
    return ((n == 3) | ((b == 1) & (n == 2))).astype(int)
for _ in range(4):
    board = step(board)
print(board)
print(board.sum())
