# krait-run: --allow-import numpy.*
import numpy as np
s = np.array(['cat', 'dog', 'elephant'])
print(s.dtype, s.itemsize, s.shape)
s[0] = 'tiger_long_name'
print(s)
print(np.sort(s), np.argsort(s))
print(s == 'dog', np.where(s == 'dog')[0])
print(s.astype('U3'), np.array([1, 2]).astype(str))
print(np.array(['1.5', '2']).astype(float).sum())
print(s.tolist(), ' '.join(s))
