# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([1.0, np.inf, -np.inf, np.nan, 0.0])
print(np.isinf(x), np.isposinf(x), np.isneginf(x))
print(np.isfinite(x), np.isnan(x))
print(np.inf, np.NINF, np.PINF, np.NAN, np.NZERO, np.PZERO, np.Inf, np.Infinity, np.NaN, np.infty)
print(np.euler_gamma, np.e, np.pi)
