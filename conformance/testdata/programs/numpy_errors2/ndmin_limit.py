# krait-run: --allow-import numpy.*
# Raising arrays to a minimum number of dimensions (ndmin), and numpy's
# limit of 32 dimensions.
import numpy as np

x = np.array([1, 2, 3], ndmin=2)
print(x, x.shape)
print(np.array(5.0, ndmin=3).shape)
print(np.array([[1, 2]], ndmin=1).shape)

for n in (32, 33, 10**9):
    try:
        a = np.array([1.5], ndmin=n)
        print(n, "->", a.ndim, a.size)
    except ValueError as e:
        print(n, "ValueError:", e)

# r_ with an "axis,ndmin" directive goes through the same check
print(np.r_['0,2', [1, 2], [3, 4]])
print(np.r_['1,2', [1, 2], [3, 4]])
try:
    np.r_['0,40', [1, 2]]
except ValueError as e:
    print("r_:", e)

# base_repr pads with zeros
print(np.base_repr(10, 2, padding=4), np.binary_repr(10, width=8), np.base_repr(255, 16))
