# attack: np.cov of 10**9 variables with no observations: the 10**9 x 10**9 result and the means were charged as the data's size (0) — a Go out-of-memory, then a loop over 10**18 variables
# imports: numpy
# expect: limit memory
import numpy as np
np.cov(np.zeros((10**9, 0)))
