# krait-run: --allow-import numpy.*
import numpy as np
board = np.array([['X', 'O', 'X'], ['O', 'X', 'O'], ['O', 'X', 'X']])
def winner(b):
    lines = list(b) + list(b.T) + [b.diagonal(), np.fliplr(b).diagonal()]
    for line in lines:
        if (line == line[0]).all() and line[0] != ' ':
            return line[0]
    return None
print(winner(board))
print(board.diagonal())
print((board == 'X').sum(), (board == 'O').sum())
