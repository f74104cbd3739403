# attack: a zero-size array may be 10**12 long on another axis (np.zeros((0, 10**12)) holds nothing); put_along_axis made an index range per axis, sized by the dimension, with only the array's size (0) charged — a Go out-of-memory
# imports: numpy
# expect: limit memory
import numpy as np
a = np.zeros((0, 10**12))
np.put_along_axis(a, np.zeros((0, 1), dtype=int), 1, axis=0)
