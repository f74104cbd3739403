# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([1, -22, 333]))
print(repr(np.array([[1, 2], [30, 400]])))
print(np.array([10**15, 1]))
print(np.arange(30).reshape(3, 10))
print(repr(np.array([], dtype=int)), repr(np.zeros((0, 3))))
print(repr(np.array(5)), np.array(5), repr(np.array(2.5)))
