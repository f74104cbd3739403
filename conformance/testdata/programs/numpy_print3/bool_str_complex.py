# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([True, False]), repr(np.array([True, False])))
print(np.array(['apple', 'kiwi']), repr(np.array(['apple', 'kiwi'])))
print(np.array([1 + 2j, -3.5j]), repr(np.array([1 + 2j, 0j])))
print(repr(np.array([None, 1, 'a'], dtype=object)))
print(np.array([[True], [False]]))
