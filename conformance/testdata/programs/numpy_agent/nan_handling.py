# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([1.0, np.nan, 3.0, 4.0, np.nan, 6.0])
print(np.isnan(data))
print(np.nanmean(data), np.nanmax(data), np.nanmin(data), np.nansum(data))
print(np.nanstd(data), np.nanmedian(data))
print(data[~np.isnan(data)])
print(np.nan_to_num(data))
print(np.nan_to_num(data, nan=-1))
print(np.count_nonzero(np.isnan(data)))
print(np.mean(data), np.sum(data))
filled = np.where(np.isnan(data), np.nanmean(data), data)
print(filled)
print(np.isfinite(np.array([1.0, np.inf, -np.inf, np.nan])))
