# krait-run: --allow-import numpy.*
import numpy as np
words = np.array(["b", "a", "c", "a", "b", "b"])
u, idx, inv, cnt = np.unique(words, return_index=True, return_inverse=True, return_counts=True)
print(u, idx, inv, cnt)
print(u[np.argmax(cnt)])
print(dict(zip(u.tolist(), cnt.tolist())))
f = np.array([3.5, 1.0, 3.5, np.nan, 1.0])
print(np.unique(f))
print(np.unique([True, False, True]))
