# krait-run: --allow-import numpy.*
import numpy as np
regions = np.array(['N', 'S', 'N', 'E', 'S', 'E', 'N'])
sales = np.array([100, 250, 130, 90, 300, 60, 170])
for r in np.unique(regions):
    mask = regions == r
    print(r, sales[mask].sum(), round(sales[mask].mean(), 2), mask.sum())
u, inv = np.unique(regions, return_inverse=True)
print(u, inv)
print(np.bincount(inv, weights=sales))
