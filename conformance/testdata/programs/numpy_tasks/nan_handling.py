# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([1.0, np.nan, 3.0, np.nan, 5.0])
print(np.isnan(x), np.isnan(x).sum())
print(np.nanmean(x), np.nansum(x), np.nanmax(x), np.nanmin(x), np.nanstd(x))
print(np.nan_to_num(x))
filled = np.where(np.isnan(x), np.nanmean(x), x)
print(filled)
print(x[~np.isnan(x)])
print(np.mean(x), np.max(x))
