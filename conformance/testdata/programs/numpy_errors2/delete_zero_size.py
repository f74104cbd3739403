# krait-run: --allow-import numpy.*
# np.delete on a zero-size array with a huge axis: a slice or an integer
# deletes without a mask of the axis, as numpy does (issue 14).
import numpy as np
a = np.zeros((0, 10**12))
for obj, ax in [(0, 1), (-1, 1), (slice(0, 10, 2), 1), (slice(None), 1), (slice(5, 2), 1), (np.int64(3), 1)]:
    r = np.delete(a, obj, axis=ax)
    print(r.shape, r.dtype)
b = np.zeros((3, 0, 7), dtype=np.int32)
print(np.delete(b, [0, 6], axis=2).shape, np.delete(b, 1, axis=0).shape, np.delete(b, slice(1, None), axis=2).dtype, np.delete(b, 6, axis=2).shape)
for bad in [10**12, -10**12 - 1]:
    try:
        np.delete(a, bad, axis=1)
    except IndexError as e:
        print('IndexError', e)
try:
    np.delete(np.zeros((0, 5)), 0)
except IndexError as e:
    print('IndexError', e)
print(np.delete(np.zeros((0, 4)), [True, False, True, True], axis=1).shape, np.delete(np.zeros((0, 4)), [1, 1, 3], axis=1).shape)
