# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[3, 7, 2], [8, 1, 5]])
print(np.amax(a), np.amin(a), np.max(a, axis=0), np.min(a, axis=1))
print(np.argmax(a, axis=1), np.argmin(a, axis=0))
print(np.ptp(a, axis=1))
print(np.maximum(a, 4), np.fmax([1, np.nan], [np.nan, 2]), np.fmin([1, np.nan], [0, 2]))
print(np.max(np.array([1.0, np.nan, 3.0])), np.nanmax(np.array([1.0, np.nan, 3.0])))
print(np.nanargmax(np.array([1.0, np.nan, 3.0])), np.argmax(np.array([1.0, np.nan, 3.0])))
print(a.max(initial=10), np.sum(a, initial=100))
print(np.max(a, keepdims=True), np.sum(a, axis=0, keepdims=True).shape)
