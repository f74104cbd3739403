# krait-run: --allow-import numpy.*
import numpy as np
def solve(a, b):
    return np.linalg.solve(a, b)
solve(np.zeros((2, 2)), np.ones(2))
