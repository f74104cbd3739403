# krait-run: --allow-import numpy.*
import numpy as np
np.set_printoptions(nanstr="NaN", infstr="Inf")
print(np.array([np.nan, np.inf, -np.inf, 1.5]))
np.set_printoptions(nanstr="nan", infstr="inf")
print(np.array([np.nan, -np.inf, 2.0, 100.0]))
print(np.array([[np.nan, 1.0], [2.5, np.inf]]))
print(np.array([np.nan, np.nan]))
print(np.array([np.inf, 1e-5]))
