# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [np.nan, 8.0, 9.0]])
col_means = np.nanmean(data, axis=0)
print(col_means)
idx = np.where(np.isnan(data))
data[idx] = np.take(col_means, idx[1])
print(data)
print(np.isnan(data).any())
