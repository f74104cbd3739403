# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([np.nan, np.inf, -np.inf]))
print(np.array([1.5, np.nan]))
print(repr(np.array([np.nan, 2.0, -np.inf])))
print(np.array([1e20, np.nan]))
print(np.array([0.5, -np.inf, 100.25]))
print(np.nan, np.inf, -np.inf)
print(np.float64("nan"), np.float64("inf"))
print(np.array([np.nan]) == np.nan, np.isnan(np.nan))
