# krait-run: --allow-import numpy.*
import numpy as np
a = np.empty(4)
a.fill(7)
print(a)
print(np.full((2, 3), np.nan), np.full(3, 'x'), np.full((2,), True))
print(np.full_like(np.arange(3), 5.7), np.zeros_like([[1.5]]), np.ones_like(np.array(['a'])))
print(np.empty_like(np.arange(3)).shape, np.zeros(3, dtype=bool), np.ones((2, 2), dtype=int))
