# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([[1.0, 2.0, 3.0], [4.0, 6.0, 8.0]])
row_means = data.mean(axis=1, keepdims=True)
print(row_means)
print(data - row_means)
col_max = data.max(axis=0)
print(data / col_max)
print(data - data.mean(axis=1)[:, np.newaxis])
