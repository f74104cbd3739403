# krait-run: --allow-import numpy.*
import numpy as np
vals = [np.float64(2.5), 1, np.int64(3), 0.5]
print(sorted(vals), max(vals), min(vals))
print(np.float64(np.nan) == np.float64(np.nan), np.isnan(np.float64('nan')))
print(np.int64(3) == 3.0, np.float64(0.1) + np.float64(0.2) == 0.3)
d = {np.int64(1): 'a', 2: 'b'}
print(d[1], d[np.int64(2)])
print(set([np.int64(1), 1, np.float64(1.0)]))
