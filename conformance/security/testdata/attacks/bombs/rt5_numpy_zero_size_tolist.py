# attack: np.zeros((10**12, 0)).tolist() is 10**12 empty lists; only the array's size (0) was charged — a Go out-of-memory
# imports: numpy
# expect: limit memory
import numpy as np
np.zeros((10**12, 0)).tolist()
