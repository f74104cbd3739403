# attack: np.apply_along_axis over 10**12 empty lanes: nothing was charged per call, and after an error the lane loop went on over the rest (hung past the time limit)
# imports: numpy
# limits: time=10s
# expect: limit memory|ops|time
import numpy as np
np.apply_along_axis(np.sum, 0, np.zeros((0, 10**12)))
