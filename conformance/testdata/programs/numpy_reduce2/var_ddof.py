# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
print(x.var(), x.var(ddof=1), x.std(), x.std(ddof=1))
print(np.var([1, 2, 3, 4]), np.std([1, 2, 3, 4], ddof=1))
m = np.array([[1.0, 2.0], [3.0, 5.0], [4.0, 9.0]])
print(m.var(axis=0), m.std(axis=1, ddof=1))
print(np.nanvar(np.array([1.0, np.nan, 3.0])), np.nanstd(np.array([1.0, np.nan, 3.0]), ddof=1))
