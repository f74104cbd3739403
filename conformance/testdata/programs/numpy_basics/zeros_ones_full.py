# krait-run: --allow-import numpy.*
import numpy as np
print(np.zeros(5))
print(np.zeros((2, 3)))
print(np.ones((3, 2), dtype=int))
print(np.full((2, 2), 7))
print(np.full(3, 2.5))
print(np.empty(3).shape)
print(np.zeros_like(np.array([[1, 2], [3, 4]])))
print(np.ones_like(np.array([1.5, 2.5])))
print(np.full_like(np.arange(4), 9))
print(repr(np.zeros(3, dtype=bool)))
print(repr(np.eye(3)))
print(np.identity(2, dtype=int))
