# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([[4, 9, 2], [3, 5, 7]])
print(np.ptp(a), np.ptp(a, axis=0), np.ptp(a, axis=1), a.ptp())
f = np.array([1.0, np.nan, 5.0])
print(np.nanmax(f) - np.nanmin(f), np.nansum(f), np.nanprod(f), np.nanmean(f))
print(np.nancumsum(f), np.nancumprod(f))
print(np.nanpercentile(f, 50), np.nanquantile(f, 0.25))
g = np.array([[1.0, np.nan], [np.nan, 4.0]])
print(np.nanmean(g, axis=0), np.nansum(g, axis=1), np.nanmax(g, axis=1))
