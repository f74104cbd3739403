# krait-run: --allow-import numpy.*
import numpy as np
rows = [np.array([1])]
for i in range(6):
    prev = rows[-1]
    rows.append(np.concatenate([[1], prev[:-1] + prev[1:], [1]]))
for r in rows:
    print(r)
print([int(r.sum()) for r in rows])
