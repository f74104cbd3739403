# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([]))
print(repr(np.array([])))
print(repr(np.zeros((0, 3))))
print(repr(np.array([], dtype=int)))
print(np.array(5), repr(np.array(5)), np.array(5).ndim)
print(np.array(2.5), repr(np.array(2.5)))
print(repr(np.array(True)), repr(np.array("x")))
print(np.zeros(0).sum(), np.ones((0, 2)).shape)
print(repr(np.empty((2, 0))))
