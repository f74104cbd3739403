# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(12)
r = a.reshape(3, 4)
r[0, 0] = 50
print(a[:4])
t = r.T
t[1, 0] = -5
print(r[0])
print(np.shares_memory(a, t), t.flags['C_CONTIGUOUS'], t.flags['F_CONTIGUOUS'])
f = r.flatten()
f[0] = 0
v = r.ravel()
v[1] = 77
print(a[:4], f[:2])
