# krait-run: --allow-import numpy.*
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
import numpy.lib
x = np.arange(10.0)
print(sliding_window_view(x, 3).sum(axis=1))
m = np.arange(12).reshape(3, 4)
print(sliding_window_view(m, (2, 2)).shape, sliding_window_view(m, 2, axis=1)[0])
w = sliding_window_view(x, 4)
try:
    w[0, 0] = 5
except ValueError as e:
    print("ValueError:", e)
print(numpy.lib.stride_tricks is np.lib.stride_tricks, np.lib.stride_tricks.sliding_window_view(x, 9).shape)
