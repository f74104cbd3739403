# attack: np.choose with 10**7 choices broadcast every choice (a view and its offsets each): 3 GB RSS and 93 s for one call; numpy's iterator takes at most 32 arrays
# imports: numpy
# limits: ops=1e8 memory=256MiB
# expect: python ValueError
# message: Need at least 0 and at most 32 array objects.
import numpy as np
np.choose([0], [np.zeros(1)] * 10**7)
