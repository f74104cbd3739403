# krait-run: --allow-import numpy.*
import numpy as np
print(np.arange(40) * 1.5)
print(np.array2string(np.arange(20), max_line_width=30))
np.set_printoptions(linewidth=50)
print(np.arange(25))
np.set_printoptions(linewidth=75)
print(repr(np.arange(25) * 100))
