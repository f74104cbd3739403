# attack: np.char.add over 10**6 strings of 10 KB: each result's text was made without a charge (the array counts one reference per element) — 10 GB RSS and 115 s for a 256 MiB, 30 s run
# imports: numpy.*
# limits: ops=1e8 memory=256MiB
# expect: limit memory
import numpy as np
a = np.full(10**6, "x" * 10**4)
np.char.add(a, "y")
