# krait-run: --allow-import numpy.*
import numpy as np
lst = [[1, 2], [3, 4]]
a = np.asarray(lst)
b = np.asarray(a)
print(a is b, np.array(a) is a, np.asanyarray(a) is a)
print(np.ascontiguousarray(a.T).flags['C_CONTIGUOUS'], a.T.flags['C_CONTIGUOUS'])
print(np.asfarray([1, 2]), np.asarray([1, 2], dtype=float))
c = np.copy(a)
c[0, 0] = 99
print(a[0, 0], c[0, 0])
print(np.may_share_memory(a, a[0]), np.shares_memory(a, c))
