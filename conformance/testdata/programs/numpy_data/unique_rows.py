# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[1, 2], [3, 4], [1, 2], [0, 9], [3, 4]])
print(np.unique(a, axis=0))
u, i, inv, c = np.unique(a, axis=0, return_index=True, return_inverse=True, return_counts=True)
print(u, i, inv, c)
print(np.unique(a, axis=1))
b = np.array([[1, 0, 1], [2, 5, 2], [1, 0, 1]])
print(np.unique(b, axis=1), np.unique(b, axis=-1, return_counts=True))
f = np.array([[1.5, np.nan], [1.5, np.nan], [0.5, 2.0]])
print(np.unique(f, axis=0))
s = np.array([['b', 'x'], ['a', 'y'], ['b', 'x']])
print(np.unique(s, axis=0, return_inverse=True))
t = np.arange(24).reshape(2, 3, 4) % 3
print(np.unique(t, axis=2).shape, np.unique(t, axis=0).shape)
print(np.unique(np.array([True, False, True]).reshape(3, 1), axis=0))
try:
    np.unique(a, axis=2)
except Exception as e:
    print(type(e).__name__, e)
