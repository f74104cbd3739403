# krait-run: --allow-import numpy.*
import numpy as np
years = np.arange(1896, 1912)
leap = (years % 4 == 0) & ((years % 100 != 0) | (years % 400 == 0))
print(years[leap])
print(np.count_nonzero(leap), leap.dtype)
print(np.where(leap, 366, 365).sum())
