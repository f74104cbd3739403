# krait-run: --allow-import numpy
# np.inner: numpy reports b with its last axis moved second to last, and checks
# the result's dimensions after the alignment.
import numpy as np
for a, b in (((1,)*20, (1,)*20), ((1,)*19 + (2,), (1,)*20), ((1,)*17, (1,)*17), ((2,)*3, (3,)*2)):
    try:
        print(np.inner(np.zeros(a), np.zeros(b)).ndim)
    except Exception as e:
        print(type(e).__name__, e)
for a, b in (((2,), (3,)), ((2, 2), (3,)), ((2,), (2, 3)), ((4, 2, 2), (2, 3, 3))):
    try:
        print(np.inner(np.zeros(a), np.zeros(b)).shape)
    except Exception as e:
        print(type(e).__name__, e)
